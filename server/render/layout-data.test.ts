import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLayoutDataStore, layoutDataHandler } from './layout-data';

describe('the layout file store', () => {
  it('names a text by a 16-character hash: the same text the same id, another text another', () => {
    const store = createLayoutDataStore();
    const a = store.put('[["globals",{}]]');
    expect(a).toMatch(/^[\w-]{16}$/);
    expect(store.put('[["globals",{}]]')).toBe(a);
    expect(store.put('[["globals",{"x":1}]]')).not.toBe(a);
    expect(store.get(a)).toBe('[["globals",{}]]');
  });

  it('keeps only the most recent files', () => {
    const store = createLayoutDataStore(2);
    const ids = ['1', '2', '3'].map((n) => store.put(`[${n}]`));
    expect(ids.map((id) => store.get(id))).toEqual([undefined, '[2]', '[3]']);
  });
});

describe('the layout file handler', () => {
  const appWith = (store: ReturnType<typeof createLayoutDataStore>, current: () => Promise<string | null>) =>
    express().get('/_layout/:file', layoutDataHandler(store, current));

  it('makes the current file once for misses that arrive together, and serves it when it is the one asked for', async () => {
    const current = '[[["globals"],{"a":1}]]';
    const id = createLayoutDataStore().put(current);
    let makings = 0;
    const app = appWith(createLayoutDataStore(), async () => {
      makings += 1;
      await new Promise((r) => setTimeout(r, 20));
      return current;
    });
    const answers = await Promise.all([1, 2, 3].map(() => request(app).get(`/_layout/${id}.json`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(makings).toBe(1);
  });

  it.each([
    ['the layout changed since', async () => '[[["globals"],{"a":2}]]'],
    ['the layout has no data', async () => null],
    [
      'making it fails',
      async () => {
        throw new Error('upstream down');
      },
    ],
  ])('answers 404 when %s', async (_name, current) => {
    const id = createLayoutDataStore().put('[[["globals"],{"a":1}]]');
    const res = await request(appWith(createLayoutDataStore(), current)).get(`/_layout/${id}.json`);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
