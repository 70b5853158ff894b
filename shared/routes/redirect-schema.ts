import { z } from 'zod';

// The operator's redirect table (config/redirects.json), checked by the server at start. Its
// entries' type is RedirectEntry (redirects.ts, zod-free for the browser); redirects.test.ts ties the two.
export const RedirectEntrySchema = z
  .strictObject({
    from: z
      .string()
      .regex(/^\/[^/\\]/, 'must be a site path starting with a single /')
      .or(z.literal('/')),
    to: z.string().min(1),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  })
  .refine((e) => !/^\/[/\\]/.test(e.to), { message: 'target must not start with // or /\\', path: ['to'] })
  .refine((e) => e.to.startsWith('/') || /^https?:\/\//.test(e.to), {
    message: 'target must be a site path or an http(s) URL',
    path: ['to'],
  });

export const RedirectTableSchema = z.array(RedirectEntrySchema);
