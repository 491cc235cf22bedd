# syntax=docker/dockerfile:1
# The gateway image: the NestJS HTTP gateway plus the built SPA, which it serves from the same origin.
#   docker build -f infra/docker/gateway.Dockerfile .
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so the dependency layers below are rebuilt only when a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
# npm ci rejects a lock that lacks other platforms' optional binaries (npm/cli#4828), which a
# registry serving one platform cannot record; npm install follows the lock for everything it has.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY libs ./libs
COPY gateway ./gateway
COPY frontend ./frontend
# The gateway and the libs it references first: the SPA may import the shared contracts.
RUN node_modules/.bin/tsc -b gateway && npm run build -w @shop/frontend
# The runtime needs each built workspace's package.json and dist, nothing else.
RUN for dir in libs/* gateway frontend; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -r "$dir/package.json" "$dir/dist" "/out/$dir/"; fi; \
    done

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY --from=manifests /app ./
RUN npm install --omit=dev --workspace gateway --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    STATIC_DIR=/app/frontend/dist
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /out ./
WORKDIR /app/gateway
USER node
EXPOSE 8080
# Readiness includes the NATS connection; the slim image has no curl, Node has fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
