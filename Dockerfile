# syntax=docker/dockerfile:1
# The production image, built the way `npm run probe:production` deploys (docs/operations.md
# "Deploying"): build once with every dependency, pack the release (scripts/build/pack.mjs), install
# production dependencies only, run the compiled server with plain node as an unprivileged user.

ARG NODE_IMAGE=node:20-slim

# --- build: dev dependencies, then client, prerendered pages and the server compiled to JavaScript ---
FROM ${NODE_IMAGE} AS build
# better-sqlite3 compiles from source when no prebuilt binary matches this Node.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lock lacks other platforms' builds of Biome and oxc (dev tools),
# which `npm ci` insists on; versions still come from the lock (as in .ci/run).
RUN npm install --no-audit --no-fund
COPY . .
# The build inlines the public origin (canonical URLs, sitemap) and the browser's VITE_* ids.
ARG SITE_ORIGIN=http://localhost:3000
ARG VITE_META_PIXEL_ID=
ARG VITE_GA4_ID=
ARG VITE_LINKEDIN_PARTNER_ID=
ARG VITE_LINKEDIN_LEAD_CONVERSION_ID=
ARG VITE_LINKEDIN_PURCHASE_CONVERSION_ID=
RUN npm run build && node scripts/build/pack.mjs /release

# --- deps: production dependencies only, compiled here so the runtime image carries no compiler ---
FROM ${NODE_IMAGE} AS deps
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /release/package.json /release/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: node, the release and its production node_modules; nothing else ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  SQLITE_PATH=/app/data/site.db
WORKDIR /app
# Code and dependencies stay owned by root (the server cannot rewrite them); only data/ is writable.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /release ./
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Node itself asks /health (200 while the database answers): no curl in the image.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Plain node as PID 1: the server handles SIGTERM itself (docs/security.md "Graceful shutdown").
CMD ["node", "dist/server/main.js"]
