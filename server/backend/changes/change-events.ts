import type { Tag } from '../../../shared/contract/change-tags';

// What changed in the store, as the tags the storefront's caches carry (shared/contract/
// change-tags.ts). Every operation that changes what shoppers see (a review published, stock
// set, an order shipped…) emits once, after its transaction commits; the notifier that tells
// the storefront (POST /api/revalidate) listens here.

export type ChangeListener = (tags: readonly Tag[]) => void;

export interface ChangeEvents {
  emit(tags: Iterable<Tag>): void;
  /** Answers a function that stops listening. */
  on(listener: ChangeListener): () => void;
}

export function createChangeEvents(): ChangeEvents {
  const listeners = new Set<ChangeListener>();
  return {
    emit(tags) {
      const list = [...new Set(tags)];
      if (list.length === 0) return;
      for (const listener of listeners) listener(list);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
