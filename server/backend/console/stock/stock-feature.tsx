import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { DEFAULT_LOW_STOCK_THRESHOLD, parseMode, STOCK_MESSAGES, type StockMode } from './stock-rules';
import { STOCK_NOTICES, StockPage, stockHref, type ImportError, type RowError, type StockView } from './stock-page';
import { importStock, listStock, setStock, type StockFilter } from './stock-store';

// GET /stock (?q=&low=1|soldout=1|show=&page=), POST /stock/:sku (mode, quantity, reason) and
// POST /stock/import (multipart: file, mode, reason). Success answers 303 back to the list the
// form was sent from; a refused value answers the list again (400) with the message at its field.

/** A stock file is a few KB per thousand variants; anything larger is not one. */
export const MAX_CSV_BYTES = 512 * 1024;

const FILE_MESSAGES = {
  missing: 'Choose a CSV file to upload.',
  tooLarge: `The file is larger than ${MAX_CSV_BYTES / 1024} KB; split it.`,
  notText: 'The file is not text (UTF-8). Save it as CSV and try again.',
} as const;

function viewOf(query: Record<string, unknown>): StockView {
  const q = typeof query.q === 'string' ? query.q.slice(0, 100) : '';
  const show = query.show;
  const filter: StockFilter =
    show === 'low' || show === 'sold-out' || show === 'all'
      ? show
      : query.soldout === '1'
        ? 'sold-out'
        : query.low === '1'
          ? 'low'
          : 'all';
  const page = typeof query.page === 'string' && /^\d{1,6}$/.test(query.page) ? Math.max(1, Number(query.page)) : 1;
  return { q, filter, page };
}

/** The view a form came from (its hidden `back`), read again rather than trusted as a URL. */
function viewFromBack(back: unknown): StockView {
  if (typeof back !== 'string' || !back.startsWith('/stock')) return viewOf({});
  return viewOf(Object.fromEntries(new URL(back, 'http://console.invalid').searchParams));
}

const thresholdOf = (deps: ConsoleDeps) => deps.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;

function sendList(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  view: StockView,
  extra: { notice?: string | null; rowError?: RowError | null; importError?: ImportError | null } = {},
) {
  const staff = staffOf(res);
  const threshold = thresholdOf(deps);
  sendPage(
    res,
    status,
    <StockPage
      staff={staff}
      view={view}
      list={listStock(deps.db, { ...view, threshold })}
      threshold={threshold}
      canAdjust={can(staff.role, 'stock.adjust')}
      notice={extra.notice ?? null}
      rowError={extra.rowError ?? null}
      importError={extra.importError ?? null}
    />,
  );
}

const text = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
}).single('file');

export const stockFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/stock', requireAction('stock.view'), (req, res) => {
      const notice = typeof req.query.notice === 'string' ? (STOCK_NOTICES[req.query.notice] ?? null) : null;
      sendList(res, deps, 200, viewOf(req.query), { notice });
    });

    // before /stock/:sku, which would take "import" for a SKU
    router.post('/stock/import', requireAction('stock.adjust'), upload as RequestHandler, (req, res) => {
      const mode: StockMode = parseMode(text(req, 'mode')) ?? 'set';
      const reason = text(req, 'reason');
      const view = viewOf({});
      const refuse = (message: string) =>
        sendList(res, deps, 400, view, {
          importError: { field: 'file', errors: [{ line: 0, message }], mode, reason },
        });
      if (!req.file) return refuse(FILE_MESSAGES.missing);
      let csv: string;
      try {
        csv = new TextDecoder('utf-8', { fatal: true }).decode(req.file.buffer);
      } catch {
        return refuse(FILE_MESSAGES.notText);
      }
      const result = importStock(deps, staffOf(res), csv, mode, reason);
      if (result.ok) return res.redirect(303, stockHref(view, { notice: 'imported' }));
      sendList(res, deps, 400, view, { importError: { field: result.field, errors: result.errors, mode, reason } });
    });

    router.post('/stock/:sku', requireAction('stock.adjust'), (req, res) => {
      const sku = String(req.params.sku);
      const view = viewFromBack(text(req, 'back'));
      const mode = parseMode(text(req, 'mode'));
      const quantity = text(req, 'quantity');
      const reason = text(req, 'reason');
      const result = mode
        ? setStock(deps, staffOf(res), sku, mode, quantity, reason)
        : ({ ok: false, status: 400, field: null, message: STOCK_MESSAGES.mode } as const);
      if (result.ok) return res.redirect(303, stockHref(view, { notice: 'saved' }));
      sendList(res, deps, result.status, view, {
        rowError: { sku, field: result.field, message: result.message, mode: mode ?? 'set', quantity, reason },
      });
    });

    // a file over the limit (or a form of too many parts) is a message on the form, not a crash
    const uploadErrors: ErrorRequestHandler = (err: unknown, req, res, next) => {
      if (!(err instanceof multer.MulterError) || req.path !== '/stock/import') return next(err);
      const message =
        err.code === 'LIMIT_FILE_SIZE' ? FILE_MESSAGES.tooLarge : `The upload was refused: ${err.message}.`;
      sendList(res, deps, 400, viewOf({}), {
        importError: { field: 'file', errors: [{ line: 0, message }], mode: 'set', reason: '' },
      });
    };
    router.use(uploadErrors);
  },
};
