import { AnswerCache } from './answer-cache';
import type { Tag } from './tagged-cache';

// The process's tagged caches and the one way to forget from them. The public answers and the
// rendered anonymous pages (and the layout's data, one entry of the answers' kind) are each a
// TaggedCache; purgeTags forgets, in every one, what shows any of the tags, answers first so a
// page rendered after the purge reads fresh answers. A change made elsewhere (the operator
// console, another replica) arrives as tags: whoever receives it calls purgeTags; whoever must
// tell the other replicas listens with onPurge (the Redis fan-out hangs there).

/** Anything that can forget by tag: the answer cache, the page store, the layout entry. */
export interface Purgeable {
  purge(tags: readonly Tag[]): number;
}

export interface PurgeEvent {
  tags: readonly Tag[];
  /** Entries forgotten, all caches together. */
  forgotten: number;
  /** Where the change was heard: this process, or relayed from another replica (not relayed again). */
  origin: 'local' | 'relayed';
}

export interface CacheLayer {
  answers: AnswerCache;
  /** Adds a cache that purges honour (the page store registers itself when the page cache is on). */
  register(cache: Purgeable): void;
  purgeTags(tags: Iterable<Tag>, origin?: PurgeEvent['origin']): PurgeEvent;
  /** Called after every purge; answers a function that stops listening. */
  onPurge(listener: (event: PurgeEvent) => void): () => void;
}

export function createCacheLayer(answers = new AnswerCache()): CacheLayer {
  const caches: Purgeable[] = [answers];
  const listeners = new Set<(event: PurgeEvent) => void>();
  return {
    answers,
    register(cache) {
      if (!caches.includes(cache)) caches.push(cache);
    },
    purgeTags(tags, origin = 'local') {
      const list = [...new Set(tags)];
      let forgotten = 0;
      for (const cache of caches) forgotten += cache.purge(list);
      const event: PurgeEvent = { tags: list, forgotten, origin };
      for (const listener of listeners) listener(event);
      return event;
    },
    onPurge(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
