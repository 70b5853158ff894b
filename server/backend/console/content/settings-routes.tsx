import type { Request, Response, Router } from 'express';
import { assetBytes } from '../../assets/asset-store';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { bodyOf, noticeKey, textField } from './form-body';
import { contentPictureChoices, pictureChoice } from './content-pictures';
import { NOT_FOUND_NOTICES, NotFoundPage } from './not-found-page';
import { checkNotFound, notFoundForm, saveNotFound, type NotFoundForm } from './not-found-store';
import { SETTINGS_NOTICES, SettingsPage } from './settings-page';
import { saveSettings, settingsFromForm, settingsView } from './settings-store';

// GET/POST /content/settings (legal copy and links, social links, free-shipping threshold),
// GET/POST /content/not-found (intent=save|preview) and GET /content/pictures/:id, the shop's
// stored pictures for the previews (the console's CSP admits only its own images).

function sendNotFound(
  res: Response,
  deps: ConsoleDeps,
  status: number,
  view: { form?: NotFoundForm; errors?: Record<string, string>; notice?: string | null; previewing?: boolean },
) {
  const staff = staffOf(res);
  const form = view.form ?? notFoundForm(deps.db);
  const pictureOf = (id: string) => pictureChoice(deps.db, id);
  const checked = checkNotFound(form, pictureOf);
  const saved = checkNotFound(notFoundForm(deps.db), pictureOf);
  sendPage(
    res,
    status,
    <NotFoundPage
      staff={staff}
      form={form}
      errors={view.errors ?? {}}
      preview={checked.ok ? checked.value : saved.ok ? saved.value : null}
      pictureId={(checked.ok ? checked.value : saved.ok ? saved.value : null)?.picture?.id ?? null}
      pictures={contentPictureChoices(deps.db)}
      siteUrl={deps.siteUrl}
      canEdit={can(staff.role, 'content.edit')}
      notice={view.notice ?? null}
      previewing={view.previewing ?? false}
    />,
  );
}

const notFoundFrom = (req: Request): NotFoundForm => ({
  picture: textField(req, 'picture'),
  imageAlt: textField(req, 'imageAlt'),
  imageTitle: textField(req, 'imageTitle'),
  title: textField(req, 'title'),
  message: textField(req, 'message'),
  ctaLabel: textField(req, 'ctaLabel'),
  ctaUrl: textField(req, 'ctaUrl'),
});

export function mountSettings(router: Router, deps: ConsoleDeps) {
  router.get('/content/settings', requireAction('content.view'), (req, res) => {
    const staff = staffOf(res);
    sendPage(
      res,
      200,
      <SettingsPage
        staff={staff}
        view={settingsView(deps.db)}
        canEdit={can(staff.role, 'content.edit')}
        notice={noticeFrom(noticeKey(req), SETTINGS_NOTICES)}
        errors={{}}
      />,
    );
  });

  router.post('/content/settings', requireAction('content.edit'), (req, res) => {
    const view = settingsFromForm(bodyOf(req));
    const result = saveSettings(deps, staffOf(res), view);
    if (result.ok) return res.redirect(303, '/content/settings?notice=saved');
    sendPage(res, 400, <SettingsPage staff={staffOf(res)} view={view} canEdit notice={null} errors={result.errors} />);
  });

  router.get('/content/not-found', requireAction('content.view'), (req, res) => {
    sendNotFound(res, deps, 200, { notice: noticeFrom(noticeKey(req), NOT_FOUND_NOTICES) });
  });

  router.post('/content/not-found', requireAction('content.edit'), (req, res) => {
    const form = notFoundFrom(req);
    if (textField(req, 'intent') === 'preview') {
      const checked = checkNotFound(form, (id) => pictureChoice(deps.db, id));
      return sendNotFound(res, deps, checked.ok ? 200 : 400, {
        form,
        errors: checked.ok ? {} : checked.errors,
        previewing: true,
      });
    }
    const result = saveNotFound(deps, staffOf(res), form);
    if (result.ok) return res.redirect(303, '/content/not-found?notice=saved');
    sendNotFound(res, deps, 400, { form, errors: result.errors });
  });

  router.get('/content/pictures/:id', requireAction('content.view'), (req, res, next) => {
    assetBytes(deps.db, String(req.params.id)).then((found) => {
      if (!found) return next();
      res.type(found.contentType).send(found.bytes);
    }, next);
  });
}
