// A Grafana dashboard's PromQL, as Grafana would send it: every panel's targets (rows' nested
// panels too, hidden targets left out) and the dashboard's variables substituted the way the
// Prometheus data source formats them (one value as it is; a multi-value or "All" choice as an
// escaped regex alternation; a custom "All" value as written). Pure: the values of query
// variables are asked of Prometheus by the caller.

export interface PanelQuery {
  panel: string;
  refId: string;
  expr: string;
}

export interface Variable {
  name: string;
  type: string;
  /** label_values(...) / a custom list / an interval list / a constant. */
  query: string;
  /** The saved choice; `$__all` for All. */
  current: string[];
  includeAll: boolean;
  multi: boolean;
  allValue: string | null;
  /** Grafana's filter of a query variable's values (`/pattern/`), the first group kept when there is one. */
  regex: string | null;
}

/** What a variable stands for in a query: the values chosen, and whether it is formatted as a regex. */
export interface Choice {
  values: string[];
  regex: boolean;
  /** Inserted as written (a custom "All" value such as `.*`). */
  raw?: string;
}

/** The built-in variables, for a dashboard over a run of a few minutes scraped every second. */
export const BUILTINS: Readonly<Record<string, string>> = Object.freeze({
  __rate_interval: '1m',
  __interval: '15s',
  __interval_ms: '15000',
  __range: '10m',
  __range_s: '600',
  __range_ms: '600000',
});

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Every target's expression, in panel order; rows' nested panels included. */
export function panelQueries(dashboard: unknown): PanelQuery[] {
  const out: PanelQuery[] = [];
  const walk = (panels: unknown[]) => {
    for (const p of panels.map(obj)) {
      walk(list(p.panels));
      for (const t of list(p.targets).map(obj)) {
        const expr = text(t.expr).trim();
        if (expr === '' || t.hide === true) continue;
        out.push({ panel: text(p.title) || `panel ${String(p.id ?? '?')}`, refId: text(t.refId) || 'A', expr });
      }
    }
  };
  walk(list(obj(dashboard).panels));
  return out;
}

/** The dashboard's template variables (datasource variables are not part of a query's text). */
export function dashboardVariables(dashboard: unknown): Variable[] {
  return list(obj(obj(dashboard).templating).list)
    .map(obj)
    .filter((v) => text(v.name) !== '' && v.type !== 'datasource')
    .map((v) => {
      const q = typeof v.query === 'string' ? v.query : text(obj(v.query).query);
      const cur = obj(v.current).value;
      return {
        name: text(v.name),
        type: text(v.type),
        query: q.trim(),
        current: (Array.isArray(cur) ? cur : [cur]).filter((x): x is string => typeof x === 'string' && x !== ''),
        includeAll: v.includeAll === true,
        multi: v.multi === true,
        allValue: typeof v.allValue === 'string' && v.allValue !== '' ? v.allValue : null,
        regex: typeof v.regex === 'string' && v.regex !== '' ? v.regex : null,
      };
    });
}

/** `label_values(metric{…}, label)` or `label_values(label)`; null for any other query. */
export function labelValuesQuery(query: string): { label: string; match?: string } | null {
  const m = /^label_values\(\s*(?:(.+?)\s*,\s*)?([a-zA-Z_][a-zA-Z0-9_]*)\s*\)$/s.exec(query.trim());
  if (!m) return null;
  return m[1] ? { label: m[2]!, match: m[1] } : { label: m[2]! };
}

/** Grafana's `/pattern/flags` filter over a query variable's values. */
export function filterValues(values: readonly string[], regex: string | null): string[] {
  if (regex === null) return [...values];
  const m = /^\/(.*)\/([gimsuy]*)$/s.exec(regex);
  const re = new RegExp(m ? m[1]! : regex, m ? m[2]!.replace('g', '') : '');
  const out: string[] = [];
  for (const v of values) {
    const hit = re.exec(v);
    if (hit) out.push(hit[1] ?? hit[0]);
  }
  return [...new Set(out)];
}

/** The values a variable may take without Prometheus: custom, interval, constant, textbox. */
export function staticValues(v: Variable): string[] {
  if (v.type === 'custom' || v.type === 'interval')
    return v.query
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
  if (v.type === 'constant' || v.type === 'textbox') return [v.query];
  return [];
}

/** What the test picks: All where offered (the widest view), else the saved choice, else the first value. */
export function choose(v: Variable, values: readonly string[]): Choice {
  const regex = v.multi || v.includeAll;
  if (v.includeAll)
    return v.allValue !== null ? { values: [...values], regex, raw: v.allValue } : { values: [...values], regex };
  const saved = v.current.filter((c) => c !== '$__all');
  if (saved.length > 0) return { values: v.multi ? saved : saved.slice(0, 1), regex };
  return { values: values.slice(0, 1), regex };
}

const REGEX_SPECIALS = /[\^$.|?*+()[\]{}']/g;

/** As the Prometheus data source formats a variable's value into a query. */
export function format(choice: Choice): string {
  if (choice.raw !== undefined) return choice.raw;
  if (!choice.regex) return (choice.values[0] ?? '').replace(/\\/g, '\\\\').replace(/'/g, "\\\\'");
  const escaped = choice.values.map((v) => v.replace(/\\/g, '\\\\\\\\').replace(REGEX_SPECIALS, (c) => `\\\\${c}`));
  return escaped.length === 1 ? escaped[0]! : `(${escaped.join('|')})`;
}

const REFERENCE = /\$\{(\w+)(?::[^}]*)?\}|\[\[(\w+)(?::[^\]]*)?\]\]|\$(\w+)/g;

/** `expr` with every known variable replaced; unknown `$names` (a label_replace's `$1`) stay. */
export function substitute(expr: string, choices: Readonly<Record<string, Choice>>): string {
  return expr.replace(REFERENCE, (whole, braced?: string, bracketed?: string, plain?: string) => {
    const name = (braced ?? bracketed ?? plain)!;
    if (Object.hasOwn(BUILTINS, name)) return BUILTINS[name]!;
    const choice = Object.hasOwn(choices, name) ? choices[name] : undefined;
    return choice ? format(choice) : whole;
  });
}

/** The dashboard variables an expression still names (after substitution: none, or a value was missing). */
export function referencedVariables(expr: string, names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const m of expr.matchAll(REFERENCE)) {
    const name = (m[1] ?? m[2] ?? m[3])!;
    if (names.includes(name)) found.add(name);
  }
  return [...found];
}

/** Panels fed by the browser's beacons: without beacons they have nothing to show. */
export const isWebVitals = (expr: string): boolean => /\bweb_vitals_/.test(expr);
