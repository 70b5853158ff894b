import type { ApiClient } from '../../shared/contract/api-client';
import { answerTags } from './answer-tags';
import type { Tag } from './tagged-cache';

/**
 * The client a render for the page cache reads through: every answer it gets adds its tags to
 * `into`, so the page is kept under what it shows (a product's handle, the listings, the
 * navigation...). One Set per request.
 */
export function collectingTags(api: ApiClient, into: Set<Tag>): ApiClient {
  return {
    async call(name, input, options) {
      const answer = await api.call(name, input, options);
      for (const tag of answerTags(name, input, answer)) into.add(tag);
      return answer;
    },
  };
}
