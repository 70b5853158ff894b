// `tsx scripts/dashboard-rules.ts`: prints the Grafana dashboard's panel queries (variables
// filled as Grafana fills them) as a Prometheus rule file, one recording rule a query, so
// `promtool check rules` parses every one of them (scripts/deploy-lint.sh).
import { stringify } from 'yaml';
import { panelQueries, readDashboard, substituteVariables } from '../tooling/dashboard-queries';

const rules = panelQueries(readDashboard()).map((q, i) => ({
  record: `dashboard:query_${i + 1}`,
  expr: substituteVariables(q.expr),
  labels: { panel: q.panel, ref_id: q.refId },
}));
process.stdout.write(stringify({ groups: [{ name: 'storefront-dashboard', rules }] }));
