import { deferredPart } from './deferred-part';

/**
 * The share button's code (share sheet, copied link) after the page's own: until then it is the
 * mailto: link it is underneath (deferred-part.tsx). A route showing it awaits `load` in its loader.
 */
export const shareButtonPart = deferredPart(() => import('../ui/ShareButton').then((module) => module.ShareButton));

/** The share button, hydrated after the page. */
export const DeferredShareButton = shareButtonPart.Boundary;
