import type { Request, Response } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { isStale, postedVersion } from '../ui/drawn-version';
import { NotFoundPage } from '../ui/message-pages';
import {
  EMPTY_DRAFT,
  REDIRECT_NOTICES,
  RedirectEditPage,
  RedirectListPage,
  type RedirectDraft,
} from './redirect-pages';
import type { RedirectFieldErrors } from './redirect-rules';
import {
  addRedirect,
  listRedirects,
  REDIRECT_TAGS,
  redirectById,
  redirectVersion,
  removeRedirect,
  updateRedirect,
  type RedirectRow,
} from './redirect-store';

// GET /redirects (?q=), POST /redirects (from, to, status, confirm), GET /redirects/:id,
// POST /redirects/:id, POST /redirects/:id/remove. Owner and editor (redirects.view/edit).
// A change answers 303 to the list with a notice and tells the shop (REDIRECTS_TAG); a refused
// value answers its form again (400) with what was typed and the message at its field; an edit
// made on a redirect someone saved meanwhile answers 409 with it as it is now.

const text = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

function draftOf(req: Request): RedirectDraft {
  return {
    from: text(req, 'from').slice(0, 4096),
    to: text(req, 'to').slice(0, 4096),
    status: text(req, 'status'),
    confirm: text(req, 'confirm') === '1',
  };
}

const inputOf = (d: RedirectDraft) => ({
  from: d.from,
  to: d.to,
  status: /^\d{3}$/.test(d.status) ? Number(d.status) : 0,
  confirmScreen: d.confirm,
});

const idOf = (req: Request): number | null => {
  const raw = String(req.params.id);
  return /^\d{1,12}$/.test(raw) ? Number(raw) : null;
};

function sendList(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  q: string,
  extra: { notice?: string | null; draft?: RedirectDraft; errors?: RedirectFieldErrors } = {},
) {
  const staff = staffOf(res);
  const all = listRedirects(deps.db);
  const needle = q.trim().toLowerCase();
  const rows = needle
    ? all.filter((r) => r.from.toLowerCase().includes(needle) || r.to.toLowerCase().includes(needle))
    : all;
  sendPage(
    res,
    status,
    <RedirectListPage
      staff={staff}
      rows={rows}
      total={all.length}
      q={q}
      canEdit={can(staff.role, 'redirects.edit')}
      notice={extra.notice ?? null}
      {...(extra.draft && { draft: extra.draft })}
      {...(extra.errors && { errors: extra.errors })}
    />,
  );
}

const draftFrom = (r: RedirectRow): RedirectDraft => ({
  ...EMPTY_DRAFT,
  from: r.from,
  to: r.to,
  status: String(r.status),
});

export const redirectsFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/redirects', requireAction('redirects.view'), (req, res) => {
      const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
      sendList(res, deps, 200, q, { notice: noticeFrom(req.query.notice, REDIRECT_NOTICES) });
    });

    router.post('/redirects', requireAction('redirects.edit'), (req, res) => {
      const draft = draftOf(req);
      const result = addRedirect(deps.db, staffOf(res), inputOf(draft), deps.now());
      if (!result.ok) return sendList(res, deps, 400, '', { draft, errors: result.errors });
      deps.changes.emit(REDIRECT_TAGS);
      res.redirect(303, '/redirects?notice=added');
    });

    router.get('/redirects/:id', requireAction('redirects.edit'), (req, res) => {
      const id = idOf(req);
      const redirect = id === null ? null : redirectById(deps.db, id);
      if (!redirect) return sendPage(res, 404, <NotFoundPage />);
      sendPage(
        res,
        200,
        <RedirectEditPage
          staff={staffOf(res)}
          redirect={redirect}
          draft={draftFrom(redirect)}
          errors={{}}
          drawn={{ version: redirectVersion(redirect) }}
        />,
      );
    });

    router.post('/redirects/:id', requireAction('redirects.edit'), (req, res) => {
      const id = idOf(req);
      const before = id === null ? null : redirectById(deps.db, id);
      if (id === null || !before) return sendPage(res, 404, <NotFoundPage />);
      const draft = draftOf(req);
      const version = postedVersion(req.body);
      const result = updateRedirect(deps.db, staffOf(res), id, inputOf(draft), version, deps.now());
      if (!result) return sendPage(res, 404, <NotFoundPage />);
      if (isStale(result)) {
        const current = redirectById(deps.db, id);
        if (!current) return sendPage(res, 404, <NotFoundPage />);
        return sendPage(
          res,
          409,
          <RedirectEditPage
            staff={staffOf(res)}
            redirect={current}
            draft={draftFrom(current)}
            errors={{}}
            drawn={{ version: redirectVersion(current), stale: true }}
          />,
        );
      }
      if (!result.ok)
        return sendPage(
          res,
          400,
          <RedirectEditPage
            staff={staffOf(res)}
            redirect={before}
            draft={draft}
            errors={result.errors}
            drawn={{ version }}
          />,
        );
      deps.changes.emit(REDIRECT_TAGS);
      res.redirect(303, '/redirects?notice=saved');
    });

    router.post('/redirects/:id/remove', requireAction('redirects.edit'), (req, res) => {
      const id = idOf(req);
      if (id === null || !removeRedirect(deps.db, staffOf(res), id, deps.now())) {
        return sendPage(res, 404, <NotFoundPage />);
      }
      deps.changes.emit(REDIRECT_TAGS);
      res.redirect(303, '/redirects?notice=removed');
    });
  },
};
