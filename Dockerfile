# syntax=docker/dockerfile:1
# Build stage: install with dev dependencies, build, then drop dev dependencies.
# scripts/docker-steps.sh runs these same RUN steps on a machine without a Docker engine.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# build_info's commit (the context has no .git): docker build --build-arg BUILD_COMMIT=$(git rev-parse --short=12 HEAD) .
ARG BUILD_COMMIT
RUN npm run build
RUN npm prune --omit=dev

# Runtime stage: the built shop, production dependencies, the redirect table. dist/server holds
# every server entry point (the shop, the backend with its console, the staff command:
# `docker compose exec backend node dist/server/staff.js add EMAIL --role owner`).
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/config ./config
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node handles SIGTERM/SIGINT itself (server/serve.server.ts drains, then exits), so it may run as
# PID 1; compose adds `init: true` (tini) to reap any child. --enable-source-maps maps server
# stack traces only: the browser's maps are never served (PUBLIC_SOURCE_MAPS=false, a 404).
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
