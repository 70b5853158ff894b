import type { SeedContentPage } from './types';
import { companyPages } from './content-pages-company';
import { helpPages } from './content-pages-help';
import { editorialPages } from './content-pages-editorial';
import { skincare101Pages } from './content-pages-skincare-101';
import { skincare101TopicPages } from './content-pages-skincare-101-topics';

/** Every content page of the site, keyed by its path. */
export const contentPages: SeedContentPage[] = [
  ...companyPages,
  ...helpPages,
  ...editorialPages,
  ...skincare101Pages,
  ...skincare101TopicPages,
];
