import type { LoaderFunctionArgs, Params } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../shared/routes/route-table';
import type { PartCode, ScreenModule } from '../../routes/types';
import type { LoaderDeps } from './loader-deps';
import { routeObject } from './route-objects';

// A screen's parts (kept blocks, deferred parts: code outside its chunk) load with its data, so a
// client navigation renders the page whole; the loader's answer is the route's data as before.

const blogPost = ROUTES.find((def) => def.screen === 'blog-post')!;
const deps = { isServer: true } as LoaderDeps;

/** A part that records when its code is asked for, and can fail as a chunk that cannot load. */
function part(log: string[], name: string, fails = false): PartCode {
  return {
    load: () => {
      log.push(name);
      return fails ? Promise.reject(new TypeError(`Failed to fetch ${name}`)) : Promise.resolve();
    },
  };
}

function loaderOf(screen: Omit<ScreenModule, 'Component'>) {
  const route = routeObject(blogPost, () => deps, { Component: () => null, ...screen })!;
  return (path: string, params: Params) =>
    (route.loader as (args: LoaderFunctionArgs) => Promise<unknown>)({
      request: new Request(`https://shop.test${path}`),
      params,
      context: undefined,
    } as LoaderFunctionArgs);
}

describe("a route's loader loads its screen's parts", () => {
  it('with the data, whose answer is the route data', async () => {
    const log: string[] = [];
    const load = loaderOf({
      loader: () => async () => {
        log.push('data');
        return { ok: true };
      },
      parts: [part(log, 'details'), part(log, 'reviews')],
    });
    await expect(load('/blog/a-post', { '*': 'a-post' })).resolves.toEqual({ ok: true });
    expect(log.sort()).toEqual(['data', 'details', 'reviews']);
  });

  it.each([
    ['a post', 'a-post', ['share', 'data']],
    ['a category view', 'category/news', ['listing', 'data']],
  ])("as the URL's params choose them: %s", async (_name, splat, expected) => {
    const log: string[] = [];
    const listing = [part(log, 'listing')];
    const post = [part(log, 'share')];
    const load = loaderOf({
      loader: () => async () => void log.push('data'),
      parts: (params) => (params['*']!.startsWith('category/') ? listing : post),
    });
    await load(`/blog/${splat}`, { '*': splat });
    expect(log.sort()).toEqual(expected.sort());
  });

  it('without a loader of its own', async () => {
    const log: string[] = [];
    const load = loaderOf({ parts: [part(log, 'body')] });
    await expect(load('/blog/a-post', { '*': 'a-post' })).resolves.toBeNull();
    expect(log).toEqual(['body']);
  });

  it("fails with a part's chunk that cannot load (the route's error boundary shows it)", async () => {
    const log: string[] = [];
    const load = loaderOf({ loader: () => async () => null, parts: [part(log, 'gone', true)] });
    await expect(load('/blog/a-post', { '*': 'a-post' })).rejects.toThrow('Failed to fetch gone');
  });
});
