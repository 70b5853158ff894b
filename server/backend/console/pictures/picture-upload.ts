import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { checkPicture, MAX_PICTURE_BYTES, PICTURE_MESSAGES, type PictureCheck } from '../products/picture-check';

// One picture from a multipart form (field `file`), held in memory within the size limit and
// checked from its bytes (picture-check.ts): the answer is the re-encoded picture or the one
// sentence that says why it was refused. Nothing is stored here.

export const pictureUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
}).single('file') as RequestHandler;

export async function uploadedPicture(req: Request): Promise<PictureCheck> {
  if (!req.file) return { ok: false, message: PICTURE_MESSAGES.missing };
  return checkPicture(req.file.buffer);
}

/** A refused multipart body (too large, too many parts) as its message; other errors pass on. */
export function uploadRefusal(onRefused: (req: Request, res: Response, message: string) => void): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (!(err instanceof multer.MulterError)) return next(err);
    onRefused(
      req,
      res,
      err.code === 'LIMIT_FILE_SIZE' ? PICTURE_MESSAGES.tooLarge : `The upload was refused: ${err.message}.`,
    );
  };
}
