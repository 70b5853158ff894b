import { describe, expect, it } from 'vitest';
import { keyedScriptUrls, scriptSrc, thirdPartyOrigins, thirdPartyScripts } from './third-party-scripts';

const URLS = {
  gtm: 'https://www.googletagmanager.com/gtm.js?id={key}',
  search: 'https://search.example/s.js?siteId={key}',
  subscription: 'https://static.ordergroove.com/{key}/main.js',
};
const none = { gtmId: '', searchToken: '', subscriptionMerchantId: '', consentToolUrl: '', scriptUrls: URLS };

describe('scriptSrc', () => {
  it.each([
    ['https://a.example/x.js?id={key}', 'GTM-1', 'https://a.example/x.js?id=GTM-1'],
    ['https://a.example/{key}/main.js', 'm 1/2', 'https://a.example/m%201%2F2/main.js'],
    ['http://127.0.0.1:9/x.js', 'k', 'http://127.0.0.1:9/x.js'],
    ['https://a.example/x.js?id={key}', '  ', null],
    ['javascript:alert(1)//{key}', 'k', null],
    ['not a url {key}', 'k', null],
    ['', 'k', null],
  ] as const)('%s with %j → %s', (template, key, expected) => {
    expect(scriptSrc(template, key)).toBe(expected);
  });
});

describe('thirdPartyScripts', () => {
  it.each([
    ['nothing configured', {}, [], []],
    ['the tag manager', { gtmId: 'GTM-1' }, ['gtm:load+1'], ['https://www.googletagmanager.com']],
    ['search', { searchToken: 'tok' }, ['search:start+0'], ['https://search.example']],
    [
      'the subscription widget',
      { subscriptionMerchantId: 'm1' },
      ['subscription:start+1500'],
      ['https://static.ordergroove.com'],
    ],
    [
      'a consent tool',
      { consentToolUrl: 'https://consent.example/tool.js' },
      ['consent:start+0'],
      ['https://consent.example'],
    ],
    [
      'all, one host shared',
      {
        gtmId: 'G',
        searchToken: 't',
        subscriptionMerchantId: 'm',
        scriptUrls: {
          gtm: 'http://127.0.0.1:5/gtm.js?id={key}',
          search: 'http://127.0.0.1:5/s.js?t={key}',
          subscription: 'http://127.0.0.1:5/{key}.js',
        },
      },
      ['search:start+0', 'gtm:load+1', 'subscription:start+1500'],
      ['http://127.0.0.1:5'],
    ],
  ] as const)('%s', (_name, over, scripts, origins) => {
    const config = { ...none, ...over };
    expect(thirdPartyScripts(config).map((s) => `${s.name}:${s.timing.after}+${s.timing.delayMs}`)).toEqual(scripts);
    expect(thirdPartyOrigins(config)).toEqual(origins);
    // The page's config carries only the templates with a key: the same scripts load.
    const keyed = { ...config, scriptUrls: keyedScriptUrls(config, config.scriptUrls) };
    expect(thirdPartyScripts(keyed)).toEqual(thirdPartyScripts(config));
    expect(thirdPartyOrigins(keyed)).toEqual(origins);
  });

  it('loads nothing from a template left out, whatever its key', () => {
    expect(
      thirdPartyScripts({ ...none, gtmId: 'G', searchToken: 't', subscriptionMerchantId: 'm', scriptUrls: {} }),
    ).toEqual([]);
  });
});

describe('keyedScriptUrls', () => {
  it.each([
    ['no key', {}, {}],
    ["the tag manager's", { gtmId: 'GTM-1' }, { gtm: URLS.gtm }],
    ["search's", { searchToken: 'tok' }, { search: URLS.search }],
    ["the subscription widget's", { subscriptionMerchantId: 'm1' }, { subscription: URLS.subscription }],
    ['a blank key (no key for scriptSrc either)', { gtmId: '  ', searchToken: ' ' }, {}],
    ['every key', { gtmId: 'G', searchToken: 't', subscriptionMerchantId: 'm' }, URLS],
  ] as const)('keeps the templates with a key: %s', (_name, keys, expected) => {
    expect(keyedScriptUrls({ ...none, ...keys }, URLS)).toEqual(expected);
  });
});
