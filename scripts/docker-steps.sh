#!/usr/bin/env bash
# Keeps the Dockerfile honest where no Docker engine runs: copies the tracked files into a
# scratch directory, runs the Dockerfile's own `RUN npm …` steps there in order, then starts
# the image's CMD and checks that the shop answers.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
port=${DOCKER_STEPS_PORT:-3099}
prebuilds=$(mktemp -d)
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; rm -rf "$work" "$prebuilds"; }
trap cleanup EXIT

cd "$root"
git ls-files -z | xargs -0 -I{} cp --parents {} "$work/"
cd "$work"
# The packages are in npm's cache from the install before (CI's `npm install`), so the steps
# read it first and the registry only for what is missing; a step that stalls on the network is
# stopped and tried once more rather than holding CI until its own deadline.
export npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false
export npm_config_fetch_timeout=60000 npm_config_fetch_retries=3
step_limit=${DOCKER_STEPS_STEP_LIMIT:-900}
# better-sqlite3's install downloads its prebuilt binary from GitHub, which the image build
# reaches and this machine does not, so the install before compiled SQLite from source (two
# minutes of one core). The steps take that binary as prebuild-install's local prebuild rather
# than compile it again; without one (another version, another Node), they compile as before.
sqlite="$root/node_modules/better-sqlite3"
if [ -f "$sqlite/build/Release/better_sqlite3.node" ]; then
  prebuilt=$(node -p "const { version } = require('$sqlite/package.json'); const { modules } = process.versions;
    \`better-sqlite3-v\${version}-node-v\${modules}-\${process.platform}-\${process.arch}.tar.gz\`")
  tar -czf "$prebuilds/$prebuilt" -C "$sqlite" build/Release/better_sqlite3.node
  export npm_config_better_sqlite3_local_prebuilds="$prebuilds"
fi
grep -E '^RUN npm ' "$root/Dockerfile" | sed 's/^RUN //' | while read -r step; do
  for attempt in 1 2; do
    label=""
    [ "$attempt" = 1 ] || label=" (again: the first attempt stalled)"
    echo "docker-steps: $step$label"
    start=$SECONDS
    status=0
    timeout --kill-after=30 "$step_limit" bash -c "$step" </dev/null || status=$?
    if [ "$status" = 0 ]; then
      echo "docker-steps: $step took $((SECONDS - start)) s"
      break
    fi
    if [ "$status" != 124 ] || [ "$attempt" = 2 ]; then
      echo "docker-steps: $step failed (exit $status after $((SECONDS - start)) s)"
      exit 1
    fi
  done
done
# Every server entry point scripts/build.mjs names (the shop, the backend, the staff command…)
# is in dist/server, which the runtime stage copies whole.
entries=$(tr '\n' ' ' <scripts/build.mjs | grep -oE 'entryPoints: \{[^}]*\}' | grep -oE "[A-Za-z_-]+: '" | tr -d ": '" | xargs)
[ -n "$entries" ] || { echo "docker-steps: no server entry points found in scripts/build.mjs"; exit 1; }
for f in $(printf 'dist/server/%s.js ' $entries) dist/ssr/entry-server.js dist/client/.vite/manifest.json; do
  [ -f "$f" ] || { echo "docker-steps: missing $f after the build"; exit 1; }
done
echo "docker-steps: server entry points built: $entries"
[ ! -d node_modules/vitest ] || { echo "docker-steps: dev dependencies survived npm prune"; exit 1; }
# What the runtime stage copies on top of node:24-bookworm-slim (about 200 MB itself).
echo "docker-steps: runtime layers: $(du -sh node_modules | cut -f1) node_modules (production), $(du -sh dist | cut -f1) dist, $(du -sh config | cut -f1) config"

mkdir -p "$work/data"
NODE_ENV=production PORT=$port DATA_DIR="$work/data" LOG_LEVEL=warn node --enable-source-maps dist/server/index.js &
pid=$!
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/_ah/warmup" >/dev/null 2>&1 && break
  sleep 1
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null
status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
[ "$status" = 200 ] || { echo "docker-steps: home page answered $status"; exit 1; }
asset=$(curl -fsS "http://127.0.0.1:$port/" | grep -oE '/assets/[^"]+\.js' | head -1)
cache=$(curl -fsSI "http://127.0.0.1:$port$asset" | tr -d '\r' | grep -i '^cache-control:')
echo "$cache" | grep -q immutable || { echo "docker-steps: hashed asset $asset is not immutable ($cache)"; exit 1; }
echo "docker-steps: image build steps and CMD work (home 200, $asset immutable)"
