import { definePart } from '../../components/ui/KeptMarkup';
import type { ContentArticleProps } from './ContentArticle';

/**
 * A CMS page's article (its trail, title, body with its table of contents, and Skincare 101's
 * related topics): links, anchors and text only, so the browser keeps the server's markup and
 * loads the code that renders it only for another page (a client navigation: the screen lists
 * the part) or when the same page's content changes.
 */
export const CONTENT_PAGE = definePart<ContentArticleProps>('content-page', () => import('./ContentArticle'));
