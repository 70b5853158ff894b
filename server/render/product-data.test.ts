import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { createTappedApp, type TappedApp } from '../test-support/tapped-app';
import type { RecordedRequest } from '../test-support/test-harness';
import { calls } from '../../shared/contract/registry';
import { BOT_UA, BROWSER_UA, type TestApp } from '../test-support/test-app';
import { BOOT_GLOBAL } from '../../client/app/boot-data';
import { QUERY_STREAM_GLOBAL } from '../../client/lib/query/query-stream';

// A product page asks the upstream for the product once,
// and the related products that resolve after the shell travel inside the streamed HTML.

const HANDLE = 'gentle-foaming-cleanser';
const OTHER_HANDLE = 'daily-mineral-spf-45';
let fixture: TappedApp;
let tap: TappedApp['tap'];
let t: TestApp;

beforeAll(async () => {
  fixture = await createTappedApp();
  ({ t, tap } = fixture);
});
afterAll(() => fixture.close());

/** The upstream requests one page render made, as `call body` lines. */
async function render(path: string, ua = BROWSER_UA) {
  const before = tap.requests.length;
  const res = await request(t.app).get(path).set('User-Agent', ua);
  expect(res.status).toBe(200);
  const upstream: RecordedRequest[] = tap.requests.slice(before);
  return { res, html: res.text, calls: upstream.map((r) => r.path.split('/').pop()!), upstream };
}

/** Runs the page's streamed scripts against an empty queue and returns what they pushed. */
function streamedStates(html: string): DehydratedState[] {
  const self: Record<string, DehydratedState[]> = {};
  for (const [, body] of html.matchAll(/<script nonce="[^"]+">(\(self\.__QUERY_STREAM__[\s\S]*?)<\/script>/g)) {
    new Function('self', body!)(self);
  }
  return self[QUERY_STREAM_GLOBAL] ?? [];
}

/** The query keys of the boot data script (its query state is JSON: scriptJson). */
function bootQueryKeys(html: string): string[] {
  const boot =
    new RegExp(`<script nonce="[^"]+"[^>]*>window\\.${BOOT_GLOBAL}=([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
  expect(boot).not.toBe('');
  return [...boot.matchAll(/"queryKey":(\[[^\]]*\])/g)].map((m) => m[1]!);
}

async function relatedHandlesFromBackend(handle: string): Promise<string[]> {
  const res = await fetch(`${fixture.backendUrl}${calls['get-product-by-handle'].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ handle, extraFields: ['relatedProducts'] }),
  });
  return ((await res.json()) as { relatedProducts: { handle: string }[] }).relatedProducts.map((p) => p.handle);
}

describe('the product page data', () => {
  it('asks the upstream for the product once per render', async () => {
    const { calls, upstream } = await render(`/products/${HANDLE}`);
    expect(calls.filter((c) => c.startsWith('get-product-by-handle'))).toEqual(['get-product-by-handle']);
    // The related products come from one list call that does not ask for the product again.
    const lists = upstream.filter((r) => r.path.endsWith('/get-products-by-tags'));
    expect(lists).toHaveLength(1);
    expect(JSON.stringify(lists[0]!.body)).not.toContain(HANDLE);
    // A second render inside the public cache's lifetime asks for nothing of the catalog.
    const again = await render(`/products/${HANDLE}`);
    expect(again.calls.filter((c) => c.startsWith('get-product'))).toEqual([]);
  });

  it('streams the related products into the browser cache with the HTML, under the CSP nonce', async () => {
    const { res, html } = await render(`/products/${OTHER_HANDLE}`);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script nonce="([^"]+)">\(self\.__QUERY_STREAM__/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const m of scripts) expect(m[1]).toBe(nonce);

    const related = streamedStates(html)
      .flatMap((s) => s.queries)
      .find((q) => q.queryKey.join('/') === `product/${OTHER_HANDLE}/related`);
    expect(related?.state.status).toBe('success');
    // Same products, same order as the backend's own relatedProducts answer.
    const handles = (related!.state.data as { handle: string }[]).map((p) => p.handle);
    expect(handles).toEqual(await relatedHandlesFromBackend(OTHER_HANDLE));
    expect(handles.length).toBeGreaterThan(0);
    // One copy: what was streamed is not also in the boot data.
    expect(bootQueryKeys(html)).not.toContain(`["product","${OTHER_HANDLE}","related"]`);
  });

  it('writes the related products in place once their answer is in the shared cache: no fallback, no streamed script', async () => {
    const handle = 'hyaluronic-acid-boosting-serum';
    const first = await render(`/products/${handle}`);
    expect(first.upstream.filter((r) => r.path.endsWith('/get-products-by-tags'))).toHaveLength(1);
    const { html, upstream } = await render(`/products/${handle}`);
    expect(upstream.filter((r) => r.path.endsWith('/get-products-by-tags'))).toEqual([]);
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('product-related is-loading');
    expect(/<section class="product-related"[^>]*>.*?You may also like/.test(html)).toBe(true);
    expect(bootQueryKeys(html)).toContain(`["product","${handle}","related"]`);
    expect(streamedStates(html)).toEqual([]);
  });

  it('gives crawlers the complete page with the related products and their data in it', async () => {
    const { html } = await render(`/products/${HANDLE}`, BOT_UA);
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain('You may also like');
    const inBoot = bootQueryKeys(html).includes(`["product","${HANDLE}","related"]`);
    const streamed = streamedStates(html).some((s) =>
      s.queries.some((q) => q.queryKey.join('/') === `product/${HANDLE}/related`),
    );
    expect(inBoot || streamed).toBe(true);
  });

  it('knows a signed-out visitor may not review without asking the upstream, and writes it with the page', async () => {
    const { html, calls } = await render(`/products/${HANDLE}`);
    expect(calls).not.toContain('review-eligibility');
    expect(html).toContain('Sign in</a>');
    // in the boot data: the review form's boundary does not stream a script of its own
    expect(bootQueryKeys(html)).toContain(`["user","review-eligibility","${HANDLE}"]`);
    expect(
      streamedStates(html)
        .flatMap((st) => st.queries)
        .some((q) => q.queryKey[1] === 'review-eligibility'),
    ).toBe(false);
  });
});
