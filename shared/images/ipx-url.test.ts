import { describe, expect, it } from 'vitest';
import {
  buildIpxUrl,
  formatModifiers,
  isCmsImageId,
  parseModifiers,
  resolveImageSource,
  splitIpxPath,
  type IpxModifiers,
} from './ipx-url';

describe('resolveImageSource', () => {
  it.each([
    ['3f2a9c1e-0b7d-4c55-9a0e-6f1d2b3c4d5e', '/cms/3f2a9c1e-0b7d-4c55-9a0e-6f1d2b3c4d5e'],
    ['hero.jpg', '/cms/hero.jpg'],
    ['/images/logo.png', '/images/logo.png'],
    ['https://cdn.shop.test/a.png', 'https://cdn.shop.test/a.png'],
    ['../etc/passwd', '../etc/passwd'],
  ])('%j → %j', (src, expected) => {
    expect(resolveImageSource(src)).toBe(expected);
  });

  it.each([
    ['abc', true],
    ['a..b', false],
    ['.hidden', false],
    ['a/b', false],
    ['', false],
  ])('isCmsImageId(%j)', (s, e) => {
    expect(isCmsImageId(s)).toBe(e);
  });
});

describe('formatModifiers / buildIpxUrl', () => {
  it.each([
    [{}, '_'],
    [{ format: 'webp', fit: 'cover', width: 640 }, 'f_webp,fit_cover,w_640'],
    [{ width: 640, height: 480, quality: 80, background: '#FFFFFF' }, 'w_640,h_480,q_80,b_FFFFFF'],
    [{ width: 9999, height: 0 }, 'w_2560,h_1'],
    [{ width: 100.6, quality: 150 }, 'w_101,q_100'],
  ] as [IpxModifiers, string][])('%j → %j', (m, expected) => {
    expect(formatModifiers(m)).toBe(expected);
  });

  it.each([
    ['abc', { width: 50 }, '/_ipx/w_50/cms/abc'],
    ['/images/a b.png', {}, '/_ipx/_/images/a%20b.png'],
    ['https://cdn.shop.test/a.png?v=1#x', { format: 'webp' }, '/_ipx/f_webp/https://cdn.shop.test/a.png%3Fv=1%23x'],
  ] as [string, IpxModifiers, string][])('buildIpxUrl(%j)', (src, m, expected) => {
    expect(buildIpxUrl(src, m)).toBe(expected);
  });
});

describe('splitIpxPath', () => {
  it.each([
    ['/_ipx/w_50/cms/abc', { modifiers: 'w_50', source: '/cms/abc' }],
    ['/_ipx/_/images/a%20b.png', { modifiers: '_', source: '/images/a b.png' }],
    [
      '/_ipx/f_webp/https://cdn.shop.test/a.png%3Fv=1',
      { modifiers: 'f_webp', source: 'https://cdn.shop.test/a.png?v=1' },
    ],
    ['/_ipx/f_webp/https:/cdn.shop.test/a.png', { modifiers: 'f_webp', source: 'https://cdn.shop.test/a.png' }],
    ['/_ipx/w_50', null],
    ['/_ipx//cms/a', null],
    ['/other/w_50/cms/a', null],
    ['/_ipx/w_50/%E0%A4%A', null],
  ])('%j', (path, expected) => {
    expect(splitIpxPath(path)).toEqual(expected);
  });

  it('round-trips what buildIpxUrl makes', () => {
    const url = buildIpxUrl('https://cdn.shop.test/p/ä.png?width=3&x=#y', { width: 10 });
    expect(splitIpxPath(url)).toEqual({ modifiers: 'w_10', source: 'https://cdn.shop.test/p/ä.png?width=3&x=#y' });
  });
});

describe('parseModifiers', () => {
  it.each([
    ['_', {}],
    ['', {}],
    ['f_webp,fit_cover,w_640', { format: 'webp', fit: 'cover', width: 640 }],
    ['f_jpeg,h_480', { format: 'jpeg', height: 480 }],
    ['s_640x480', { width: 640, height: 480 }],
    ['s_9000x0', { width: 2560, height: 1 }],
    ['w_0', { width: 1 }],
    ['w_99999', { width: 2560 }],
    ['q_80,b_ffffff', { quality: 80, background: '#ffffff' }],
    ['b_FFF', { background: '#fff' }],
    ['w_10,w_20', { width: 20 }],
  ] as const)('%j → ok', (text, expected) => {
    expect(parseModifiers(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['f_gif', /f_gif/],
    ['fit_crop', /fit_crop/],
    ['w_abc', /w_abc/],
    ['w_-5', /w_-5/],
    ['h_1.5', /h_1\.5/],
    ['s_640', /s_640/],
    ['q_1000', /q_1000/],
    ['q_0', /q_0: expected 1-100/],
    ['q_101', /q_101: expected 1-100/],
    ['f_avif', /f_avif/],
    ['b_red', /b_red/],
    ['z_1', /Unknown image modifier: z_1/],
    ['w_', /w_/],
    ['width', /width/],
    ['w_10,,h_5', /\(empty\)/],
  ])('%j → 400 naming the modifier', (text, message) => {
    const r = parseModifiers(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});
