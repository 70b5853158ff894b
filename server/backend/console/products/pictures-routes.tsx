import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { assetBytes } from '../../assets/asset-store';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleDeps } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { checkAlt, checkPicture, MAX_PICTURE_BYTES, PICTURE_MESSAGES } from './picture-check';
import { addPicture, movePicture, picturesOf, removePicture, setAlt } from './picture-store';
import { PICTURE_NOTICES, PicturesPage, type PictureErrors } from './pictures-page';

// GET /products/:id/pictures, POST /products/:id/pictures (multipart: file, alt),
// POST /products/:id/pictures/:image/alt|up|down|remove, and GET …/:image/thumb (the console's
// CSP shows only its own images). A refused upload answers 400 with its message and stores nothing.

const idOf = (req: Request) => (/^\d{1,12}$/.test(String(req.params.id)) ? Number(req.params.id) : null);
const text = (req: Request, name: string) => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.slice(0, 2_000) : '';
};

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
}).single('file');

function sendPictures(
  res: Response,
  deps: ConsoleDeps,
  id: number,
  status: number,
  errors: PictureErrors = {},
  notice: string | null = null,
) {
  const pictures = picturesOf(deps.db, id);
  if (!pictures) return res.status(404).type('text').send('No such product.');
  const staff = staffOf(res);
  sendPage(
    res,
    status,
    <PicturesPage
      staff={staff}
      pictures={pictures}
      canEdit={can(staff.role, 'products.edit')}
      notice={notice}
      errors={errors}
    />,
  );
}

export function mountPictures(router: Router, deps: ConsoleDeps) {
  router.get('/products/:id/pictures', requireAction('products.view'), (req, res) => {
    const id = idOf(req);
    if (id === null) return res.status(404).type('text').send('No such product.');
    sendPictures(res, deps, id, 200, {}, noticeFrom(req.query.notice, PICTURE_NOTICES));
  });

  router.get('/products/:id/pictures/:image/thumb', requireAction('products.view'), async (req, res, next) => {
    try {
      const id = idOf(req);
      const pictures = id === null ? null : picturesOf(deps.db, id);
      const image = String(req.params.image);
      if (!pictures || ![...pictures.uploads, ...pictures.drawn].some((i) => i.id === image))
        return res.status(404).type('text').send('No such picture.');
      const asset = await assetBytes(deps.db, image);
      if (!asset) return res.status(404).type('text').send('No such picture.');
      const thumb = await sharp(asset.bytes).resize(320, 320, { fit: 'inside' }).webp().toBuffer();
      res.type('image/webp').send(thumb);
    } catch (err) {
      next(err);
    }
  });

  router.post(
    '/products/:id/pictures',
    requireAction('products.edit'),
    upload as RequestHandler,
    async (req, res, next) => {
      try {
        const id = idOf(req);
        if (id === null || !picturesOf(deps.db, id)) return res.status(404).type('text').send('No such product.');
        const alt = checkAlt(text(req, 'alt'));
        if (!req.file)
          return sendPictures(res, deps, id, 400, {
            upload: PICTURE_MESSAGES.missing,
            ...(alt.ok ? {} : { alt: alt.message }),
          });
        const checked = await checkPicture(req.file.buffer);
        if (!checked.ok || !alt.ok)
          return sendPictures(res, deps, id, 400, {
            ...(checked.ok ? {} : { upload: checked.message }),
            ...(alt.ok ? {} : { alt: alt.message }),
          });
        const error = addPicture(deps, staffOf(res), id, checked.picture, alt.alt);
        if (error) return sendPictures(res, deps, id, 400, { upload: error });
        res.redirect(303, `/products/${id}/pictures?notice=added`);
      } catch (err) {
        next(err);
      }
    },
  );

  router.post('/products/:id/pictures/:image/:action', requireAction('products.edit'), (req, res) => {
    const id = idOf(req);
    if (id === null || !picturesOf(deps.db, id)) return res.status(404).type('text').send('No such product.');
    const image = String(req.params.image);
    const action = String(req.params.action);
    const actor = staffOf(res);
    let error: string | null;
    let notice: string;
    if (action === 'alt') {
      const alt = checkAlt(text(req, 'alt'));
      if (!alt.ok) return sendPictures(res, deps, id, 400, { imageId: image, alt: alt.message });
      error = setAlt(deps, actor, id, image, alt.alt);
      notice = 'saved';
    } else if (action === 'up' || action === 'down') {
      error = movePicture(deps, actor, id, image, action === 'up' ? -1 : 1);
      notice = 'moved';
    } else if (action === 'remove') {
      error = removePicture(deps, actor, id, image);
      notice = 'removed';
    } else return res.status(404).type('text').send('No such action.');
    if (error) return sendPictures(res, deps, id, 409, { imageId: image, image: error });
    res.redirect(303, `/products/${id}/pictures?notice=${notice}`);
  });

  // a file over the limit is a message on the form, not a crash
  const uploadErrors: ErrorRequestHandler = (err: unknown, req, res, next) => {
    const id = idOf(req);
    if (!(err instanceof multer.MulterError) || id === null || !/\/pictures$/.test(req.path)) return next(err);
    const message =
      err.code === 'LIMIT_FILE_SIZE' ? PICTURE_MESSAGES.tooLarge : `The upload was refused: ${err.message}.`;
    sendPictures(res, deps, id, 400, { upload: message });
  };
  router.use(uploadErrors);
}
