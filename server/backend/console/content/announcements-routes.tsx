import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { isStale, postedVersion } from '../ui/drawn-version';
import {
  announcementById,
  announcementVersion,
  deleteAnnouncement,
  listAnnouncements,
  moveAnnouncement,
  saveAnnouncement,
  type AnnouncementField,
  type AnnouncementForm,
} from './announcement-store';
import { ANNOUNCEMENT_NOTICES, AnnouncementsPage, formOf } from './announcements-page';
import { noticeKey, textField } from './form-body';

// GET /content/announcements (and /:id to edit one), POST /content/announcements (add),
// POST /content/announcements/:id (edit), …/:id/move (direction=up|down), …/:id/delete.
// An edit made on an announcement someone saved meanwhile answers 409 with it as it is now.

function sendList(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  view: {
    editing?: string | null;
    form?: AnnouncementForm;
    errors?: Partial<Record<AnnouncementField, string>>;
    notice?: string | null;
    /** the version the edit form was drawn with (default: the announcement's as it is now) */
    version?: string;
    /** drawn again because someone saved it meanwhile */
    stale?: boolean;
  },
) {
  const staff = staffOf(res);
  const editing = view.editing ? announcementById(deps.db, view.editing) : null;
  sendPage(
    res,
    status,
    <AnnouncementsPage
      staff={staff}
      list={listAnnouncements(deps.db)}
      now={deps.now()}
      canEdit={can(staff.role, 'content.edit')}
      notice={view.notice ?? null}
      editing={editing}
      form={view.form ?? formOf(editing)}
      errors={view.errors ?? {}}
      {...(editing && {
        drawn: { version: view.version ?? announcementVersion(editing), stale: view.stale ?? false },
      })}
    />,
  );
}

const formFrom = (req: Request): AnnouncementForm => ({
  text: textField(req, 'text'),
  url: textField(req, 'url'),
  startsAt: textField(req, 'startsAt'),
  endsAt: textField(req, 'endsAt'),
});

export function mountAnnouncements(router: Router, deps: ConsoleDeps) {
  router.get('/content/announcements', requireAction('content.view'), (req, res) => {
    sendList(res, deps, 200, { notice: noticeFrom(noticeKey(req), ANNOUNCEMENT_NOTICES) });
  });

  router.get('/content/announcements/:id', requireAction('content.edit'), (req, res) => {
    const id = String(req.params.id);
    if (!announcementById(deps.db, id)) return sendList(res, deps, 404, { errors: {} });
    sendList(res, deps, 200, { editing: id });
  });

  const save = (id: string | null) => (req: Request, res: Response) => {
    const form = formFrom(req);
    const version = postedVersion(req.body);
    const result = saveAnnouncement(deps, staffOf(res), id, form, version);
    if (result.ok) return res.redirect(303, '/content/announcements?notice=saved');
    if (isStale(result)) return sendList(res, deps, 409, { editing: id, stale: true });
    sendList(res, deps, result.status, { editing: id, form, errors: result.errors, version });
  };
  router.post('/content/announcements', requireAction('content.edit'), save(null));
  router.post('/content/announcements/:id', requireAction('content.edit'), (req, res) =>
    save(String(req.params.id))(req, res),
  );

  router.post('/content/announcements/:id/move', requireAction('content.edit'), (req, res) => {
    const direction = textField(req, 'direction');
    if (direction !== 'up' && direction !== 'down') return sendList(res, deps, 400, {});
    moveAnnouncement(deps, staffOf(res), String(req.params.id), direction);
    res.redirect(303, '/content/announcements?notice=moved');
  });

  router.post('/content/announcements/:id/delete', requireAction('content.edit'), (req, res) => {
    if (!deleteAnnouncement(deps, staffOf(res), String(req.params.id))) return sendList(res, deps, 404, {});
    res.redirect(303, '/content/announcements?notice=deleted');
  });
}
