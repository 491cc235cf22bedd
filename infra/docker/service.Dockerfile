# The image of one NATS service; the same file builds every service:
#   docker build -f infra/docker/service.Dockerfile --build-arg SERVICE=catalog .
# The container runs the service; `node dist/db/migrate.js` in the same image migrates its database.
# Every image's first stages are the same instructions (gateway.Dockerfile, sandbox.Dockerfile): the
# engine builds the dependency install and the shared libraries once and reuses them for the rest.
ARG NODE_IMAGE=node:20-bookworm-slim

# Only the package manifests, so the dependency layers below are rebuilt only when a manifest changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json -delete && find . -type d -empty -delete

# Every workspace's dependencies, development ones too: what the builds need.
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY --from=manifests /app ./
# npm ci rejects a lock that lacks other platforms' optional binaries (npm/cli#4828), which a
# registry serving one platform cannot record; npm install follows the lock for everything it has.
RUN npm install --no-audit --no-fund --ignore-scripts

FROM dependencies AS build
COPY tsconfig.base.json ./
COPY libs ./libs
# The libraries the deployables run on, compiled in a layer that every image shares.
RUN node_modules/.bin/tsc -b libs/contracts libs/config libs/messaging libs/service-runtime libs/database
ARG SERVICE
COPY services/${SERVICE} ./services/${SERVICE}
# tsc -b builds the service and any library it references that is not built yet.
RUN node_modules/.bin/tsc -b services/${SERVICE}
# The runtime needs each built workspace's package.json and its JavaScript, nothing else.
RUN for dir in libs/* services/${SERVICE}; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -r "$dir/package.json" "$dir/dist" "/out/$dir/"; fi; \
    done \
 && find /out \( -name '*.d.ts' -o -name '*.d.ts.map' -o -name '*.tsbuildinfo' \) -delete

# The service's production dependencies alone, from the npm cache the full install filled.
FROM dependencies AS production-dependencies
ARG SERVICE
RUN rm -rf node_modules \
 && npm install --omit=dev --workspace services/${SERVICE} --prefer-offline --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /out ./
WORKDIR /app/services/${SERVICE}
# The media volume's mount point (MEDIA_DIR in compose and Kubernetes), owned by the user the process runs as.
RUN mkdir -p /var/lib/shop/media && chown node:node /var/lib/shop/media
USER node
# Readiness on the service's own HTTP port (HEALTH_PORT); the slim image has no curl, Node has fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.HEALTH_PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
