import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metricNames, panelQueries, substituteVariables } from './dashboard-queries';

describe('metricNames', () => {
  it.each([
    ['up == 0', ['up']],
    ['up{job=~"storefront|backend"} == 0', ['up']],
    [
      'histogram_quantile(0.99, sum by (le) (rate(http_server_request_duration_seconds_bucket{route!~"static|image"}[5m]))) > 2.5',
      ['http_server_request_duration_seconds_bucket'],
    ],
    [
      '(sum by (cache) (rate(cache_lookups_total{result=~"hit|stale"}[10m] offset 1h)) or vector(0)) / sum without (result) (cache_entries)',
      ['cache_entries', 'cache_lookups_total'],
    ],
    ['a_total / on (instance) group_left (version) build_info', ['a_total', 'build_info']],
    ['sum(rate(x_total[$__rate_interval])) * 3600 and bool 1e3', ['x_total']],
    [
      'histogram_quantile(0.75, sum by (le, route) (rate(web_vitals_cls_bucket[30m]))) > 0.1e-2',
      ['web_vitals_cls_bucket'],
    ],
  ])('%s', (expr, names) => {
    expect(metricNames(expr)).toEqual(names);
  });

  it('never names a label value, a label name or a function, whatever the matcher holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[a-z_]{1,10}$/), (value, label) => {
        const expr = `sum by (${label}) (rate(some_metric_total{${label}="${value.replace(/["\\{}]/g, '')}"}[5m]))`;
        expect(metricNames(expr)).toEqual(['some_metric_total']);
      }),
    );
  });
});

describe('panelQueries and substituteVariables', () => {
  it('finds the queries of panels nested in rows, and fills Grafana variables as Grafana would', () => {
    const dashboard = {
      panels: [
        { title: 'a', targets: [{ refId: 'A', expr: 'rate(x_total{route=~"$route"}[$__rate_interval])' }] },
        { title: 'row', panels: [{ title: 'b', targets: [{ refId: 'B', expr: 'y' }, { refId: 'C' }] }] },
      ],
    };
    const queries = panelQueries(dashboard);
    expect(queries.map((q) => [q.panel, q.refId])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
    expect(substituteVariables(queries[0]!.expr)).toBe('rate(x_total{route=~".*"}[1m])');
    expect(substituteVariables(queries[0]!.expr, { route: '/', __rate_interval: '10s' })).toBe(
      'rate(x_total{route=~"/"}[10s])',
    );
  });
});
