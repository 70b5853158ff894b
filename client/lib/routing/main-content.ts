/** The id of the page's <main>: the skip link's target, and where a closing overlay leaves the focus. */
export const MAIN_CONTENT_ID = 'main';
