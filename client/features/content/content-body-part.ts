import { definePart } from '../../components/ui/KeptMarkup';

/**
 * A CMS page's body (and its table of contents): static HTML, so the browser keeps the server's
 * markup and loads the code that renders it only for another page's body (a client navigation,
 * whose loader waits for it) or when the same page's body changes.
 */
export const CONTENT_BODY = definePart<{ html: string }>('content-body', () =>
  import('./ContentBody').then((m) => ({ default: m.ContentBody })),
);
