#!/usr/bin/env bash
# The production topology on this machine, no Docker engine: redis-server, the backend, two
# storefront replicas and nginx with deploy/nginx.conf, all on loopback ports, started from the
# build in dist/ (run `npm run build` first; this builds nothing), and Debian's prometheus
# scraping them every second (its data in the run directory). scripts/cluster-test.ts runs
# its checks and prints a summary table; the exit code is non-zero on any
# unexpected failure. Every process started is killed by its PID on exit, whatever happens.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
for bin in /usr/sbin/nginx /usr/bin/redis-server /usr/bin/prometheus; do
  [ -x "$bin" ] || { echo "cluster-test: $bin is missing (apt-get install nginx redis-server prometheus)"; exit 1; }
done
for f in dist/server/index.js dist/server/backend.js dist/ssr/entry-server.js; do
  [ -f "$f" ] || { echo "cluster-test: $f is missing: run npm run build first"; exit 1; }
done

work=$(mktemp -d -t cluster-test.XXXXXX)
pids="$work/pids"
: >"$pids"
driver=""
cleanup() {
  local status=$?
  [ -n "$driver" ] && kill "$driver" 2>/dev/null || true
  # Whatever the driver could not stop itself (it was killed, or timed out).
  while read -r pid; do
    [ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null || true
  done <"$pids"
  if [ "$status" -eq 0 ] && [ -z "${CLUSTER_KEEP_LOGS:-}" ]; then rm -rf "$work"; else echo "cluster-test: logs kept in $work"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Bounded: the whole run takes about 3-4 minutes on two busy cores (the Prometheus phases
# about 15 s of it: 30 s more allowed for them).
CLUSTER_DIR="$work" CLUSTER_PID_FILE="$pids" timeout --signal=TERM --kill-after=10 "${CLUSTER_TIMEOUT:-450}" \
  node --import tsx scripts/cluster-test.ts &
driver=$!
wait "$driver"
