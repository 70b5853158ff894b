import type { HandlerMap } from '../../http/context';
import { redirectEntries } from './redirect-store';

// The shop's read of the redirect table the console edits (get-redirects).
export const redirectHandlers: HandlerMap<'get-redirects'> = {
  'get-redirects': (_input, { db }) => ({ redirects: redirectEntries(db) }),
};
