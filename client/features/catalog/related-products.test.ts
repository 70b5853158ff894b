import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test-support/test-app';
import { agentApi } from '../../test-support/agent-api';
import { createQueryClient } from '../../lib/query/query-client';
import { relatedProductsQuery } from './queries';

// The product page asks for related products with a list call (so the product is fetched once);
// for every product of the catalog it must show what the backend's relatedProducts answers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('relatedProductsQuery', () => {
  it('matches the backend relatedProducts answer (products and order) for every product', async () => {
    const api = agentApi(request.agent(t.app));
    const { products } = await api.call('get-all-products', {});
    expect(products.length).toBeGreaterThan(10);
    for (const product of products) {
      const { relatedProducts } = await api.call('get-product-by-handle', {
        handle: product.handle,
        extraFields: ['relatedProducts'],
      });
      const shown = await createQueryClient().fetchQuery(relatedProductsQuery(api, product));
      expect(
        shown.map((p) => p.handle),
        product.handle,
      ).toEqual((relatedProducts ?? []).map((p) => p.handle));
    }
  });

  it('is empty for a product without a category, without asking the upstream', async () => {
    const api = { call: () => Promise.reject(new Error('no call expected')) };
    expect(await createQueryClient().fetchQuery(relatedProductsQuery(api, { handle: 'x', categories: [] }))).toEqual(
      [],
    );
  });
});
