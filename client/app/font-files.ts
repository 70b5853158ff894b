// The two web font files the first screen uses (headings and text), as the hashed URLs the
// build gives them: the same files client/styles/fonts.css names, so a preload is not a second
// download.
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const PRELOADED_FONTS: readonly string[] = [frauncesLatin, interLatin];
