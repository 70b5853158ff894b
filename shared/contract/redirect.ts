import { z } from 'zod';
import { RedirectTableSchema } from '../routes/redirect-schema';
import { defineCall, PUBLIC_READ } from './define';

// The redirect table the console edits (service 'cms'): every entry, read by the BFF at start
// and again whenever a change event names REDIRECTS_TAG. An upstream without the table answers
// an error and the BFF keeps the file's (REDIRECTS_FILE).

export const redirectCalls = {
  'get-redirects': defineCall(
    'cms',
    'get-redirects',
    z.strictObject({}),
    z.object({ redirects: RedirectTableSchema }),
    'none',
    PUBLIC_READ,
  ),
};
