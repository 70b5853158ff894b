import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

// The PromQL the repository keeps outside code: the Grafana dashboard's panel queries and the
// alert rules' expressions. Read by tooling/dashboard-metrics.test.ts (every metric name they
// use exists in our registries), scripts/deploy-lint.sh (promtool parses each query) and the
// cluster test (each panel returns data from a real Prometheus).

export const DASHBOARD_FILE = resolve(import.meta.dirname, '../deploy/grafana/dashboards/storefront.json');
export const ALERTS_FILE = resolve(import.meta.dirname, '../deploy/prometheus/alerts.yml');

export interface PanelQuery {
  panel: string;
  refId: string;
  expr: string;
}

interface Panel {
  title?: string;
  targets?: Array<{ refId?: string; expr?: string }>;
  panels?: Panel[];
}

/** Every panel's queries, rows' nested panels included, as written (Grafana variables left in). */
export function panelQueries(dashboard: { panels?: Panel[] }): PanelQuery[] {
  const out: PanelQuery[] = [];
  const walk = (panels: Panel[] = []) => {
    for (const p of panels) {
      for (const t of p.targets ?? []) {
        if (t.expr) out.push({ panel: p.title ?? '', refId: t.refId ?? '', expr: t.expr });
      }
      walk(p.panels);
    }
  };
  walk(dashboard.panels);
  return out;
}

export function readDashboard(file = DASHBOARD_FILE): { panels?: Panel[] } {
  return JSON.parse(readFileSync(file, 'utf8')) as { panels?: Panel[] };
}

/** Each alert rule's name and expression. */
export function alertExpressions(file = ALERTS_FILE): Array<{ alert: string; expr: string }> {
  const doc = parse(readFileSync(file, 'utf8')) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> };
  return doc.groups.flatMap((g) => g.rules.map((r) => ({ alert: r.alert, expr: r.expr })));
}

/**
 * A query as Prometheus gets it from Grafana: `$route` (All: `.*`), `$__rate_interval`
 * (at least four scrape intervals; 1m for a 15 s scrape) and any other `$name` from `vars`.
 */
export function substituteVariables(expr: string, vars: Record<string, string> = {}): string {
  const values: Record<string, string> = { route: '.*', __rate_interval: '1m', ...vars };
  return expr.replace(/\$\{?(\w+)\}?/g, (m, name: string) => values[name] ?? m);
}

const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'offset',
  'bool',
  'inf',
  'nan',
]);

/**
 * The metric names a PromQL expression selects: what is left once strings, label matchers,
 * ranges, grouping clauses, numbers and function calls are taken out.
 */
export function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\boffset\s+\S+/g, ' ')
    .replace(/(?<![\w:.])\d[\d.]*(?:e[+-]?\d+)?/gi, ' ');
  const names = new Set<string>();
  for (const m of stripped.matchAll(/([A-Za-z_:][\w:]*)(\s*\()?/g)) {
    const [, name, call] = m;
    if (call || KEYWORDS.has(name!.toLowerCase())) continue;
    names.add(name!);
  }
  return [...names].sort();
}
