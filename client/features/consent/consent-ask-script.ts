import { CONSENT_STORAGE_KEY, OPTIONAL_CATEGORIES } from './consent-keys';

// The server renders the banner's first view in every page (a page is cached for everyone, and
// only the browser knows the stored choice). This line of the page's inline boot script runs as
// the document is parsed, before the first paint: with no valid stored choice (parseChoices'
// rule) it adopts a one-rule style sheet that shows that markup at once, rather than when the
// banner's code is in. A sheet, not an attribute: React hydrates the whole document and would
// find an attribute it did not render; and CSP governs style elements, not adopted sheets.
// Without JavaScript (or adopted sheets) the server's copy stays hidden: the banner appears
// when its code is in, as it needs JavaScript to record a choice.

/** The id of the banner's kept markup (ConsentBanner.tsx). */
export const CONSENT_BANNER_ID = 'privacy-choices';
const SHOW_RULE = `#${CONSENT_BANNER_ID}[data-kept]{display:block}`;

const invalid = OPTIONAL_CATEGORIES.map((c) => `typeof c.${c}!=="boolean"`).join('||');
/** The line, made once: appended to every page's boot script as a function of its own. */
export const CONSENT_ASK_SCRIPT =
  `;(function askConsent(){try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}));` +
  `if(!c||${invalid})throw 0}catch(e){try{var s=new CSSStyleSheet();s.replaceSync(${JSON.stringify(SHOW_RULE)});` +
  `document.adoptedStyleSheets=document.adoptedStyleSheets.concat(s)}catch(e){}}})()`;

const isAskSheet = (sheet: CSSStyleSheet) => sheet.cssRules[0]?.cssText.startsWith(`#${CONSENT_BANNER_ID}`) === true;

/**
 * Whether the line found no stored choice (it adopted its sheet): the banner's first-load part
 * reads that rather than the store. Null where the browser has no adopted sheets.
 */
export function askingForConsent(doc: Document = document): boolean | null {
  return 'adoptedStyleSheets' in doc ? doc.adoptedStyleSheets.some(isAskSheet) : null;
}

/** A choice is stored (here or in another tab): the server's copy hides again. */
export function stopAsking(doc: Pick<Document, 'adoptedStyleSheets'> = document): void {
  const sheets = doc.adoptedStyleSheets.filter((sheet) => !isAskSheet(sheet));
  if (sheets.length !== doc.adoptedStyleSheets.length) doc.adoptedStyleSheets = sheets;
}
