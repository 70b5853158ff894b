import type { Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { publishDuePages } from './page-store';
import { publishDuePosts } from './post-store';

// Publishes scheduled blog posts and pages when their time comes, and only then tells the shop (the
// post's or page's tags), so no cached page keeps showing the blog without it. A few seconds of polling
// an indexed query; it runs in the backend whether or not the console is started.

export const SCHEDULE_ACTOR: Actor = { id: null, email: 'schedule' };
export const SCHEDULE_EVERY_MS = 5000;

export function startPostSchedule(deps: Pick<ConsoleDeps, 'db' | 'now' | 'changes'>, everyMs = SCHEDULE_EVERY_MS) {
  const tick = () => {
    try {
      publishDuePosts(deps, SCHEDULE_ACTOR);
      publishDuePages(deps, SCHEDULE_ACTOR);
    } catch (err) {
      // a failed round is tried again at the next; the process goes on serving
      console.error('[content schedule]', err);
    }
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
