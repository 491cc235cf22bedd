# The provider sandbox (PhonePe and Google simulators, infra/sandbox), for development stacks only:
#   docker build -f infra/docker/sandbox.Dockerfile .
# Its first stages are service.Dockerfile's, instruction for instruction, so the engine shares them.
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
COPY infra/sandbox ./infra/sandbox
RUN node_modules/.bin/tsc -b infra/sandbox \
 && mkdir -p /out/infra/sandbox && cp -r infra/sandbox/package.json infra/sandbox/dist /out/infra/sandbox/ \
 && find /out \( -name '*.d.ts' -o -name '*.d.ts.map' -o -name '*.tsbuildinfo' \) -delete

# The sandbox's production dependencies alone, from the npm cache the full install filled.
FROM dependencies AS production-dependencies
RUN rm -rf node_modules \
 && npm install --omit=dev --workspace infra/sandbox --prefer-offline --no-audit --no-fund --ignore-scripts

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    SANDBOX_HOST=0.0.0.0 \
    SANDBOX_PORT=8090
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /out ./
WORKDIR /app/infra/sandbox
USER node
EXPOSE 8090
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.SANDBOX_PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
