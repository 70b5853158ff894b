#!/usr/bin/env bash
# Lints the deployment files where no Docker engine runs: `nginx -t` on deploy/nginx.conf as the
# cluster test renders it, and its trace context against a real nginx; promtool on the
# Prometheus config, the alert rules and their unit tests, and on every dashboard query; the
# structural tests of docker-compose.yml (against the nginx template, the app's config and the
# Prometheus/Grafana files) and of the metric names the dashboard and alerts read.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
[ -x /usr/sbin/nginx ] || { echo "deploy-lint: /usr/sbin/nginx is missing (apt-get install nginx)"; exit 1; }
command -v promtool >/dev/null || { echo "deploy-lint: promtool is missing (apt-get install prometheus)"; exit 1; }
work=$(mktemp -d -t deploy-lint.XXXXXX)
trap 'rm -rf "$work"' EXIT
# with the console's server, as compose renders it
conf=$(CONSOLE_LISTEN_PORT=127.0.0.1:8081 CONSOLE_UPSTREAM=127.0.0.1:3100 \
  node --import tsx scripts/render-nginx.ts "$work" 127.0.0.1:8080 127.0.0.1:3001 127.0.0.1:3002)
/usr/sbin/nginx -t -p "$work" -c "$conf"
node --import tsx scripts/nginx-trace-check.ts

promtool check config deploy/prometheus/prometheus.yml
promtool check rules deploy/prometheus/alerts.yml
promtool test rules deploy/prometheus/alerts.test.yml
node --import tsx scripts/dashboard-rules.ts >"$work/dashboard-rules.yml"
promtool check rules "$work/dashboard-rules.yml"

npx vitest run tooling/deploy-config.test.ts tooling/dashboard-metrics.test.ts tooling/dashboard-queries.test.ts
echo "deploy-lint: nginx, Prometheus, alerts, dashboard and docker-compose.yml agree"
