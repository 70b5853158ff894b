import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/contract/api-client';
import { pageStatus } from './page-status';

describe('pageStatus', () => {
  it.each([
    ['no error', 200, null, 200],
    ['a 404 page stays 404', 404, { route: new ApiError(502, 'down') }, 404],
    ['a loader error of ours stays 500', 500, { root: new Error('bug') }, 500],
    ['the upstream unreachable is 502', 500, { root: new ApiError(502, 'down') }, 502],
    ['the upstream too slow is 504', 500, { product: new ApiError(504, 'Request aborted due to timeout.') }, 504],
    ['another API status stays 500', 500, { product: new ApiError(503, 'busy') }, 500],
    ['500 with no errors object stays 500', 500, undefined, 500],
  ] as const)('%s', (_name, status, errors, expected) => {
    expect(pageStatus(status, errors)).toBe(expected);
  });
});
