import type { Request } from 'express';

// Reading a urlencoded form: a field is its text or '' (never an array or undefined).

export const bodyOf = (req: Request): Record<string, unknown> =>
  (req.body as Record<string, unknown> | undefined) ?? {};

export const textField = (req: Request, name: string): string => {
  const v = bodyOf(req)[name];
  return typeof v === 'string' ? v : '';
};

export const noticeKey = (req: Request): string => (typeof req.query.notice === 'string' ? req.query.notice : '');
