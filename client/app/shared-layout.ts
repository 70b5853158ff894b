import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/contract/api-client';
import { layoutQueries, loadLayoutQueries } from '../components/layout/queries';
import { createQueryClient } from '../lib/query-client';

interface LayoutAnswers { at: number; entries: [QueryKey, unknown][] }

/**
 * The server's layout answers, shared between its requests. Every page's root loader needs the
 * same four public answers (menus, footer, settings, announcements): asked per page they cost
 * four query fetches each (input check, abort controller, retryer: ~3 % of a render) for what
 * the public-call cache held anyway. They are asked once per `ttlMs` and put into each page's
 * query client as they were fetched. A failure is not kept: the next page asks again.
 */
export function createSharedLayout(ttlMs: number, now: () => number = Date.now) {
  let kept: { until: number; answers: Promise<LayoutAnswers> } | undefined;
  return async function loadSharedLayout(queryClient: QueryClient, api: ApiClient): Promise<void> {
    const t = now();
    if (!kept || kept.until <= t) {
      const own = createQueryClient();
      const answers = loadLayoutQueries(own, api).then((): LayoutAnswers => ({
        at: t,
        entries: layoutQueries(api).map((q) => [q.queryKey, own.getQueryData(q.queryKey)]),
      }));
      const entry = { until: t + ttlMs, answers };
      kept = entry;
      answers.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    const { at, entries } = await kept.answers;
    for (const [key, data] of entries) if (data !== undefined) queryClient.setQueryData(key, data, { updatedAt: at });
  };
}
