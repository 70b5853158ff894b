import type { ConsoleFeature } from '../console-feature';
import { requireAction } from '../require-action';
import { mountAnnouncements } from './announcements-routes';
import { mountCategories } from './categories-routes';
import { mountMenus } from './menus-routes';
import { mountContentPictures } from './pictures-routes';
import { mountPages } from './pages-routes';
import { mountPosts } from './posts-routes';
import { mountSettings } from './settings-routes';

// The content screens (owner, editor): announcements, menus, pages, blog posts and categories, global settings and the
// 404 page. Every
// save is one transaction with its audit entry, then the tags of what the shop shows from it.

export const contentFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/content', requireAction('content.view'), (_req, res) => res.redirect(303, '/content/announcements'));
    mountAnnouncements(router, deps);
    mountMenus(router, deps);
    mountPosts(router, deps);
    mountCategories(router, deps);
    mountPages(router, deps);
    mountSettings(router, deps);
    mountContentPictures(router, deps);
  },
};
