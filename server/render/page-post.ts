import express, { type Request, type Response } from 'express';
import { isCrossSiteForm } from '../api/csrf';
import { PERSONAL_NO_STORE } from '../http/cache-control';

// A form posted to a page without JavaScript (ARCHITECTURE "Forms are forms"): before its route
// action may run, the POST must come from this site (the /api csrf rule), be urlencoded (what a
// <form method="post"> sends) and fit in 32 kB. Refusals are small HTML pages: the visitor's
// browser shows them, there is no script to read JSON.

export const FORM_BODY_LIMIT = '32kb';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface FormRefusal {
  status: 403 | 413 | 415;
  title: string;
  message: string;
}

const CROSS_SITE: FormRefusal = {
  status: 403,
  title: 'Form refused',
  message: 'This form was sent from another site, so it was not accepted. Please use the form on this site.',
};
const NOT_A_FORM: FormRefusal = {
  status: 415,
  title: 'Form refused',
  message: 'This page only accepts forms sent by a web browser.',
};
const TOO_LARGE: FormRefusal = {
  status: 413,
  title: 'Form too large',
  message: 'The form you sent is too large. Please shorten it and try again.',
};

// type: () => true because the media type is checked first, with its own 415; inflate: false so
// a small compressed body cannot expand past the limit (415 instead).
const textParser = express.text({ limit: FORM_BODY_LIMIT, inflate: false, type: () => true, defaultCharset: 'utf-8' });

/** The request's media type, lower case without parameters ('' when none). */
export function mediaTypeOf(req: Request): string {
  return (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

export type PostRead<T extends string> = { ok: true; body: string; type: T } | { ok: false; refusal: FormRefusal };

/**
 * Admits a POST (same-site, one of `types`, within 32 kB) and reads its body as text, or says
 * why it is refused. Page forms accept urlencoded only; the cart action (server/cart) JSON too.
 */
export function readPost<T extends string>(
  req: Request,
  res: Response,
  siteUrl: string,
  types: readonly T[],
): Promise<PostRead<T>> {
  if (isCrossSiteForm(req, siteUrl)) return Promise.resolve({ ok: false, refusal: CROSS_SITE });
  const type = types.find((t) => t === mediaTypeOf(req));
  if (type === undefined) return Promise.resolve({ ok: false, refusal: NOT_A_FORM });
  return new Promise((resolve) => {
    textParser(req, res, (err?: unknown) => {
      if (err) {
        const errType = (err as { type?: unknown }).type;
        resolve({ ok: false, refusal: errType === 'entity.too.large' ? TOO_LARGE : NOT_A_FORM });
        return;
      }
      resolve({ ok: true, body: typeof req.body === 'string' ? req.body : '', type });
    });
  });
}

/** Admits a page POST and reads its body, or says why it is refused. */
export function readPagePost(
  req: Request,
  res: Response,
  siteUrl: string,
): Promise<PostRead<typeof FORM_CONTENT_TYPE>> {
  return readPost(req, res, siteUrl, [FORM_CONTENT_TYPE]);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sendFormRefusal(req: Request, res: Response, refusal: FormRefusal): void {
  req.log?.warn(
    {
      status: refusal.status,
      origin: req.get('origin'),
      fetchSite: req.get('sec-fetch-site'),
      contentType: req.get('content-type'),
    },
    'page form refused',
  );
  // The body may not have been read: the connection closes after the answer rather than
  // leaving an unread upload in it.
  res.set('connection', 'close');
  res
    .status(refusal.status)
    .type('html')
    .set('Cache-Control', PERSONAL_NO_STORE)
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(refusal.title)}</title></head><body><main><h1>${escapeHtml(refusal.title)}</h1>` +
        `<p>${escapeHtml(refusal.message)}</p><p><a href="${escapeHtml(req.path)}">Back to the page</a></p></main></body></html>`,
    );
}
