import type { ApiClient } from '../../shared/contract/api-client';
import type { LayoutSnapshot, LayoutSource } from '../../shared/layout-data';
import type { AnswerCache } from './answer-cache';
import { collectingTags } from './collect-tags';
import type { Tag } from './tagged-cache';

// The layout's data (menus, footer, settings, announcements) as ONE entry of the answer cache,
// tagged with what its answers show: every page of the process takes it from there, its file
// is written once per entry, and a purge of `navigation` (say) forgets it with the rest.

export const LAYOUT_KEY = 'layout';

/** Where a layout file's text goes once made (server/render/layout-data.ts); answers its id. */
export interface LayoutFiles {
  put(text: string): string;
}

interface Kept extends LayoutSnapshot {
  tags: readonly Tag[];
}

export interface LayoutEntryOptions {
  answers: AnswerCache;
  files: LayoutFiles;
  /** How long the entry is kept without a purge. */
  ttlMs: number;
}

export interface LayoutEntry {
  /**
   * The source a render of this request reads: `api` is the request's client; `pageTags`, when
   * given, receives the entry's tags (a page kept by the page cache shows the layout too).
   */
  forRequest(api: ApiClient, pageTags?: Set<Tag>): LayoutSource;
}

export function createLayoutEntry(o: LayoutEntryOptions): LayoutEntry {
  return {
    forRequest(api, pageTags) {
      return {
        async current(make) {
          const kept = await o.answers.fetch<Kept>(
            LAYOUT_KEY,
            o.ttlMs,
            async () => {
              const tags = new Set<Tag>();
              const { entries, at } = await make(collectingTags(api, tags));
              const id = entries.length > 0 ? o.files.put(JSON.stringify(entries)) : null;
              return { entries, at, id, tags: [...tags] };
            },
            (entry) => entry.tags,
          );
          if (pageTags) for (const tag of kept.tags) pageTags.add(tag);
          return kept;
        },
      };
    },
  };
}
