import { VERSION_FIELD } from '../ui/drawn-version';

// Reading the version an edit form was drawn with out of a page, as a browser would post it.

/** Every version field's value on the page, in the order of its forms. */
export function versionsIn(html: string): string[] {
  return [...html.matchAll(new RegExp(`name="${VERSION_FIELD}" value="([^"]*)"`, 'g'))].map((m) => m[1]!);
}

/** The page's one version field's value (fails the test when there is none, or more than one). */
export function versionIn(html: string): string {
  const all = versionsIn(html);
  if (all.length !== 1) throw new Error(`expected one version field, found ${all.length}`);
  return all[0]!;
}
