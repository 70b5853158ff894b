import type { Request, Response, Router } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { pictureUpload, uploadedPicture, uploadRefusal } from '../pictures/picture-upload';
import { requireAction } from '../require-action';
import { contentPictureChoices, uploadContentPicture } from './content-pictures';
import { noticeKey } from './form-body';
import { ContentPicturesPage, PICTURE_NOTICES } from './pictures-page';

// GET /content/pictures (the list and the upload form); POST /content/pictures (multipart: file,
// back): a checked picture is stored and the editor goes back to the screen they came from
// (`back`, a console content path) with a notice; a refused one answers 400 here with its
// message, and nothing is stored.

const LIBRARY = '/content/pictures';

/** Only a content screen of this console: never another site, never `//host`. */
export function backPath(raw: unknown): string {
  return typeof raw === 'string' && /^\/content\/[a-z0-9-]+(\/[a-z0-9._-]+){0,3}$/.test(raw) ? raw : LIBRARY;
}

function sendLibrary(req: Request, res: Response, deps: ConsoleDeps, status: number, error: string | null) {
  const staff = staffOf(res);
  sendPage(
    res,
    status,
    <ContentPicturesPage
      staff={staff}
      pictures={contentPictureChoices(deps.db)}
      canEdit={can(staff.role, 'content.edit')}
      notice={error ? null : noticeFrom(noticeKey(req), PICTURE_NOTICES)}
      error={error}
      back={backPath((req.body as Record<string, unknown> | undefined)?.back ?? req.query.back)}
    />,
  );
}

export function mountContentPictures(router: Router, deps: ConsoleDeps) {
  router.get(LIBRARY, requireAction('content.view'), (req, res) => sendLibrary(req, res, deps, 200, null));

  router.post(LIBRARY, requireAction('content.edit'), pictureUpload, async (req, res, next) => {
    try {
      const checked = await uploadedPicture(req);
      if (!checked.ok) return sendLibrary(req, res, deps, 400, checked.message);
      uploadContentPicture(deps, staffOf(res), checked.picture);
      const back = backPath((req.body as Record<string, unknown> | undefined)?.back);
      res.redirect(303, `${back}?notice=picture-uploaded`);
    } catch (err) {
      next(err);
    }
  });

  router.use(
    LIBRARY,
    uploadRefusal((req, res, message) => sendLibrary(req, res, deps, 400, message)),
  );
}
