import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app';
import { getPage, textOf } from '../../server/test-support/page-html';
import { INVALID_ZIP_MESSAGE } from '../features/professional/search';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/find-a-professional without JavaScript', () => {
  it('offers a GET form to itself with a labelled ZIP field', async () => {
    const page = await getPage(t, '/find-a-professional');
    expect(page.status).toBe(200);
    expect(page.main).toMatch(/<form[^>]*action="\/find-a-professional" method="get"/);
    expect(page.main).toContain('<label for="pro-zip">ZIP code</label>');
    expect(page.main).toMatch(/<input id="pro-zip"[^>]*name="zip"/);
    expect(page.main).not.toContain('class="pro-results"');
  });

  it('searches by ZIP on the server: name, address, distance, phone and services, nearest first', async () => {
    const page = await getPage(t, '/find-a-professional?zip=10010');
    expect(page.status).toBe(200);
    const text = textOf(page.main);
    expect(text).toMatch(/\d+ results? near New York, NY 10010/);
    expect(page.main).toMatch(/<input id="pro-zip"[^>]*value="10010"/);
    const cards = [...page.main.matchAll(/<li class="pro-card">([\s\S]*?)<\/div><\/li>/g)].map((m) => m[1]!);
    expect(cards.length).toBeGreaterThan(1);
    const first = cards[0]!;
    expect(first).toContain('class="pro-name"');
    expect(first).toMatch(/<address class="pro-address">[^<]+<br\/>/);
    expect(first).toMatch(/href="tel:\d+"/);
    expect(first).toContain('<ul class="pro-services" aria-label="Services"><li>');
    expect(first).toContain('Choose this professional');
    const distances = cards.map((c) => Number(/([\d.]+)(?:<!-- -->)? mi away/.exec(c)![1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('searches around a point from the browser location', async () => {
    const page = await getPage(t, '/find-a-professional?lat=40.737&long=-73.981');
    expect(textOf(page.main)).toMatch(/\d+ results? near your location/);
  });

  it('says so for a ZIP that does not exist, and for one that is malformed', async () => {
    expect(textOf((await getPage(t, '/find-a-professional?zip=00000')).main)).toContain(
      'We could not find ZIP code 00000',
    );
    const bad = await getPage(t, '/find-a-professional?zip=abc');
    expect(bad.status).toBe(200);
    expect(textOf(bad.main)).toContain(INVALID_ZIP_MESSAGE);
    expect(bad.main).toContain('aria-invalid="true"');
  });
});
