import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The shop's two typefaces for the hosted checkout, from the same npm packages the shop's bundle
// takes them from (the Latin subset of the variable weight axis). The checkout is the backend's
// own page and cannot link the shop's hashed files, so it serves its copies under its own path.
const require = createRequire(import.meta.url);

export const CHECKOUT_FONTS = {
  'inter.woff2': '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'fraunces.woff2': '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
} as const;

export type CheckoutFontFile = keyof typeof CHECKOUT_FONTS;

export const CHECKOUT_FONT_PATH = '/checkout/assets/fonts';

const cache = new Map<CheckoutFontFile, Buffer>();

/** The font's bytes, read once; undefined for a name that is not one of ours. */
export function checkoutFont(name: string): Buffer | undefined {
  if (!Object.hasOwn(CHECKOUT_FONTS, name)) return undefined;
  const file = name as CheckoutFontFile;
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(require.resolve(CHECKOUT_FONTS[file]));
    cache.set(file, bytes);
  }
  return bytes;
}
