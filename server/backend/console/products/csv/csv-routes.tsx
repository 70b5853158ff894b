import { once } from 'node:events';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { noticeFrom, sendPage } from '../../console-context';
import { staffOf, type ConsoleFeature } from '../../console-feature';
import { requireAction } from '../../require-action';
import { catalogueCsv } from './catalogue-export';
import { fetchImage } from './image-fetch';
import { planImport, pictureSource } from './import-plan';
import { ImportPage, PreviewPage } from './import-pages';
import { applyImport } from './import-store';
import { parseProductCsv } from './parse-csv';
import { createPendingImports } from './pending-imports';
import { rowsToProducts, type LineError } from './rows-to-products';

// GET /products/csv/export (the catalogue as a Shopify product CSV), GET /products/csv/import
// (the upload form), POST /products/csv/import (multipart `file`: checked, previewed, kept
// aside) and POST /products/csv/import/:pending (apply the previewed file, 303 back).

/** Room for a 10,000-product catalogue with its descriptions. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 4096, parts: 6 },
}).single('file');

const fileError = (message: string): LineError[] => [{ line: 0, column: '', message }];

const IMPORT_NOTICES = { imported: 'Import applied. The shop shows the changes within seconds.' };

export const productCsvFeature: ConsoleFeature = {
  mount(router, deps) {
    const pending = createPendingImports();
    const source = pictureSource((src) => fetchImage(src, { hosts: deps.imageSourceHosts ?? [] }));

    router.get('/products/csv/export', requireAction('products.view'), async (_req, res, next) => {
      const day = deps.now().toISOString().slice(0, 10);
      res.status(200);
      res.type('text/csv; charset=utf-8');
      res.setHeader('content-disposition', `attachment; filename="products-${day}.csv"`);
      try {
        for (const chunk of catalogueCsv(deps.db, deps.siteUrl)) if (!res.write(chunk)) await once(res, 'drain');
        res.end();
      } catch (err) {
        next(err);
      }
    });

    router.get('/products/csv/import', requireAction('products.edit'), (req, res) => {
      sendPage(res, 200, <ImportPage staff={staffOf(res)} notice={noticeFrom(req.query.notice, IMPORT_NOTICES)} />);
    });

    router.post(
      '/products/csv/import',
      requireAction('products.edit'),
      upload as RequestHandler,
      async (req, res, next) => {
        const staff = staffOf(res);
        const refuse = (message: string) =>
          sendPage(res, 400, <ImportPage staff={staff} errors={fileError(message)} />);
        if (!req.file || req.file.size === 0) return refuse('Choose a CSV file to upload.');
        let text: string;
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(req.file.buffer);
        } catch {
          return refuse('The file is not text (UTF-8). Save it as CSV (UTF-8) and try again.');
        }
        const parsed = parseProductCsv(text);
        if (!parsed.ok) return sendPage(res, 400, <ImportPage staff={staff} errors={parsed.errors} />);
        try {
          const { products, errors } = rowsToProducts(parsed.rows);
          const plan = await planImport(deps.db, deps.siteUrl, products, source, errors);
          const fileName = req.file.originalname.slice(0, 200);
          const id = plan.errors.length === 0 ? pending.keep(staff.id, fileName, plan, deps.now()) : null;
          sendPage(
            res,
            plan.errors.length === 0 ? 200 : 400,
            <PreviewPage staff={staff} fileName={fileName} plan={plan} pendingId={id} />,
          );
        } catch (err) {
          next(err);
        }
      },
    );

    router.post('/products/csv/import/:pending', requireAction('products.edit'), (req, res) => {
      const staff = staffOf(res);
      const id = String(req.params.pending);
      const found = /^[0-9a-f]{32}$/.test(id) ? pending.get(id, staff.id, deps.now()) : null;
      if (!found)
        return sendPage(
          res,
          404,
          <ImportPage
            staff={staff}
            errors={fileError('This preview has expired or is not yours; upload the file again.')}
          />,
        );
      const result = applyImport(deps, staff, found.plan);
      pending.drop(id);
      if (result.ok) return res.redirect(303, '/products/csv/import?notice=imported');
      sendPage(
        res,
        409,
        <PreviewPage
          staff={staff}
          fileName={found.fileName}
          plan={found.plan}
          pendingId={null}
          applyError={result.message}
        />,
      );
    });

    // a file over the limit is a message on the form, not a crash
    const uploadErrors: ErrorRequestHandler = (err: unknown, req, res, next) => {
      if (!(err instanceof multer.MulterError) || req.path !== '/products/csv/import') return next(err);
      const message =
        err.code === 'LIMIT_FILE_SIZE'
          ? `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it.`
          : `The upload was refused: ${err.message}.`;
      sendPage(res, 400, <ImportPage staff={staffOf(res)} errors={fileError(message)} />);
    };
    router.use(uploadErrors);
  },
};
