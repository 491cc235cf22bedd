# The mail sink for the compose stack where no registry serves maildev/maildev (the compose smoke
# test, infra/docker/compose-smoke.mjs): the same maildev release, from the npm registry.
# SMTP on MAILDEV_SMTP_PORT (1025), the web page and REST API on MAILDEV_WEB_PORT (1080).
ARG NODE_IMAGE=node:20-bookworm-slim
FROM ${NODE_IMAGE}
WORKDIR /opt/maildev
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts --no-package-lock maildev@2.2.1 \
 && rm -rf /root/.npm
ENV NODE_ENV=production \
    MAILDEV_SMTP_PORT=1025 \
    MAILDEV_WEB_PORT=1080
USER node
EXPOSE 1025 1080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.MAILDEV_WEB_PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "/opt/maildev/node_modules/maildev/bin/maildev"]
