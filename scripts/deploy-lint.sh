#!/usr/bin/env bash
# Lints the deployment files where no Docker engine runs: `nginx -t` on deploy/nginx.conf as the
# cluster test renders it, and the structural test of docker-compose.yml against the nginx
# template and the app's config (tooling/deploy-config.test.ts).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
[ -x /usr/sbin/nginx ] || { echo "deploy-lint: /usr/sbin/nginx is missing (apt-get install nginx)"; exit 1; }
work=$(mktemp -d -t deploy-lint.XXXXXX)
trap 'rm -rf "$work"' EXIT
# with the console's server, as compose renders it
conf=$(CONSOLE_LISTEN_PORT=127.0.0.1:8081 CONSOLE_UPSTREAM=127.0.0.1:3100 \
  node --import tsx scripts/render-nginx.ts "$work" 127.0.0.1:8080 127.0.0.1:3001 127.0.0.1:3002)
/usr/sbin/nginx -t -p "$work" -c "$conf"
npx vitest run tooling/deploy-config.test.ts
echo "deploy-lint: nginx config and docker-compose.yml agree"
