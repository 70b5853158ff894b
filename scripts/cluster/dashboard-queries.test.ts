import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choose,
  dashboardVariables,
  filterValues,
  format,
  isWebVitals,
  labelValuesQuery,
  panelQueries,
  referencedVariables,
  staticValues,
  substitute,
  type Variable,
} from './dashboard-queries';

// The cluster test asks Prometheus every query of the Grafana dashboard as Grafana would send it.

const dashboard = {
  panels: [
    {
      id: 1,
      type: 'timeseries',
      title: 'Requests',
      targets: [{ refId: 'A', expr: 'sum(rate(x_total[$__rate_interval]))' }],
    },
    { id: 2, type: 'text', title: 'Notes' },
    {
      id: 3,
      type: 'row',
      title: 'Cache',
      collapsed: true,
      panels: [
        {
          id: 4,
          title: 'Hit ratio',
          targets: [
            { refId: 'A', expr: 'sum(rate(cache_lookups_total{result="hit",route=~"$route"}[5m]))' },
            { refId: 'B', expr: 'hidden()', hide: true },
            { refId: 'C', expr: '   ' },
          ],
        },
      ],
    },
    { id: 5, targets: [{ expr: 'up' }] },
  ],
  templating: {
    list: [
      { name: 'ds', type: 'datasource', query: 'prometheus' },
      {
        name: 'route',
        type: 'query',
        query: { query: 'label_values(http_server_request_duration_seconds_count, route)', refId: 'V' },
        includeAll: true,
        multi: true,
        current: { value: ['$__all'] },
      },
      { name: 'q', type: 'custom', query: '0.5, 0.95,0.99', current: { value: '0.95' } },
    ],
  },
};

const variable = (over: Partial<Variable>): Variable => ({
  name: 'v',
  type: 'query',
  query: '',
  current: [],
  includeAll: false,
  multi: false,
  allValue: null,
  regex: null,
  ...over,
});

describe('panelQueries', () => {
  it('lists every visible target, nested rows included, in order', () => {
    expect(panelQueries(dashboard)).toEqual([
      { panel: 'Requests', refId: 'A', expr: 'sum(rate(x_total[$__rate_interval]))' },
      { panel: 'Hit ratio', refId: 'A', expr: 'sum(rate(cache_lookups_total{result="hit",route=~"$route"}[5m]))' },
      { panel: 'panel 5', refId: 'A', expr: 'up' },
    ]);
  });

  it.each([null, 3, 'x', [], { panels: 'no' }, { panels: [null, 1, { targets: [{ expr: 7 }] }] }])(
    'finds nothing in %j',
    (input) => {
      expect(panelQueries(input)).toEqual([]);
    },
  );
});

describe('dashboardVariables', () => {
  it('reads query (string or object), custom and the saved choice; skips datasources', () => {
    const vars = dashboardVariables(dashboard);
    expect(vars.map((v) => [v.name, v.type, v.query, v.current, v.includeAll, v.multi])).toEqual([
      ['route', 'query', 'label_values(http_server_request_duration_seconds_count, route)', ['$__all'], true, true],
      ['q', 'custom', '0.5, 0.95,0.99', ['0.95'], false, false],
    ]);
  });
});

describe('labelValuesQuery', () => {
  it.each([
    ['label_values(route)', { label: 'route' }],
    ['label_values(up{job="storefront"}, instance)', { label: 'instance', match: 'up{job="storefront"}' }],
    [' label_values( x , call ) ', { label: 'call', match: 'x' }],
    ['query_result(up)', null],
    ['label_values(up, 9bad)', null],
    ['', null],
  ])('%s', (query, parsed) => {
    expect(labelValuesQuery(query)).toEqual(parsed);
  });
});

describe('values and choices', () => {
  it.each([
    [variable({ type: 'custom', query: 'a, b ,,c' }), ['a', 'b', 'c']],
    [variable({ type: 'interval', query: '1m,5m' }), ['1m', '5m']],
    [variable({ type: 'constant', query: 'storefront' }), ['storefront']],
    [variable({ type: 'query', query: 'label_values(x)' }), []],
  ])('staticValues %#', (v, values) => {
    expect(staticValues(v)).toEqual(values);
  });

  it.each([
    [['storefront', 'backend'], '/store.*/', ['storefront']],
    [['127.0.0.1:9464', '127.0.0.1:9466'], '/:(\\d+)$/', ['9464', '9466']],
    [['a', 'b'], null, ['a', 'b']],
  ])('filterValues %j by %s', (values, regex, out) => {
    expect(filterValues(values, regex)).toEqual(out);
  });

  it.each([
    [variable({ includeAll: true }), ['a', 'b'], { values: ['a', 'b'], regex: true }],
    [variable({ includeAll: true, allValue: '.*' }), ['a'], { values: ['a'], regex: true, raw: '.*' }],
    [variable({ current: ['b'] }), ['a', 'b'], { values: ['b'], regex: false }],
    [variable({ current: ['b', 'c'], multi: true }), ['a'], { values: ['b', 'c'], regex: true }],
    [variable({ current: ['$__all'] }), ['a', 'b'], { values: ['a'], regex: false }],
    [variable({}), ['a', 'b'], { values: ['a'], regex: false }],
  ])('choose %#', (v, values, choice) => {
    expect(choose(v, values)).toEqual(choice);
  });

  it.each([
    [{ values: ['/products/:handle'], regex: false }, '/products/:handle'],
    [{ values: ["it's"], regex: false }, "it\\\\'s"],
    [{ values: ['api:get-cart', '/'], regex: true }, '(api:get-cart|/)'],
    [{ values: ['a.b'], regex: true }, 'a\\\\.b'],
    [{ values: ['x'], regex: true, raw: '.+' }, '.+'],
  ])('format %j', (choice, out) => {
    expect(format(choice)).toBe(out);
  });

  it('a regex choice, read as a PromQL string, matches exactly its values', () => {
    const promString = (s: string) => s.replace(/\\(.)/g, '$1');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 5 }),
        fc.string(),
        (values, other) => {
          const re = new RegExp(`^(?:${promString(format({ values, regex: true }))})$`);
          for (const v of values) expect(re.test(v)).toBe(true);
          expect(re.test(other)).toBe(values.includes(other));
        },
      ),
    );
  });
});

describe('substitute', () => {
  const choices = { route: { values: ['/', '/shop'], regex: true }, q: { values: ['0.95'], regex: false } };

  it.each([
    ['rate(x[$__rate_interval])', 'rate(x[1m])'],
    ['rate(x[${__interval}])', 'rate(x[15s])'],
    ['histogram_quantile($q, y{route=~"$route"})', 'histogram_quantile(0.95, y{route=~"(/|/shop)"})'],
    ['x{route=~"${route:regex}"} or z{r=~"[[route]]"}', 'x{route=~"(/|/shop)"} or z{r=~"(/|/shop)"}'],
    ['label_replace(up, "a", "$1", "instance", "(.*):.*")', 'label_replace(up, "a", "$1", "instance", "(.*):.*")'],
    ['x{a=~"b$"} $unknown', 'x{a=~"b$"} $unknown'],
  ])('%s', (expr, out) => {
    expect(substitute(expr, choices)).toBe(out);
    expect(referencedVariables(substitute(expr, choices), ['route', 'q'])).toEqual([]);
  });

  it('leaves text without variables as it is', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('$') && !s.includes('[[')),
        (s) => substitute(s, choices) === s,
      ),
    );
  });

  it('names the dashboard variables left unsubstituted', () => {
    expect(referencedVariables('a{x="$route"} $q ${other}', ['route', 'q'])).toEqual(['route', 'q']);
  });
});

describe('isWebVitals', () => {
  it.each([
    ['histogram_quantile(0.75, sum by (le, route) (rate(web_vitals_seconds_bucket{metric="lcp"}[5m])))', true],
    ['sum(rate(web_vitals_cls_bucket[5m]))', true],
    ['sum(rate(http_server_request_duration_seconds_count[5m]))', false],
    ['my_web_vitals_x', false],
  ])('%s', (expr, yes) => {
    expect(isWebVitals(expr)).toBe(yes);
  });
});
