import type { RequestHandler } from 'express';
import { staffOf } from './console-feature';
import { sendPage } from './console-context';
import { can, type Action } from './permissions';
import { ForbiddenPage } from './ui/message-pages';
import { createElement } from 'react';

/** Refuses (403) a signed-in staff member whose role does not grant `action`. */
export function requireAction(action: Action): RequestHandler {
  return (_req, res, next) => {
    if (can(staffOf(res).role, action)) return next();
    sendPage(res, 403, createElement(ForbiddenPage));
  };
}
