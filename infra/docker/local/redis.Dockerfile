# Redis for the compose stack where no registry serves the official redis image (the compose smoke
# test, infra/docker/compose-smoke.mjs): Debian's Redis 7, run as the image's user `redis` in /data.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown redis:redis /data
WORKDIR /data
USER redis
EXPOSE 6379
CMD ["redis-server"]
