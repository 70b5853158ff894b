import type { HandlerMap } from '../http/context';
import { searchSite } from './search-store';

export const searchHandlers: HandlerMap<'search'> = {
  search: ({ q, limit }, { db }) => searchSite(db, q, limit),
};
