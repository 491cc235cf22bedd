# NATS for the compose stack where no registry serves the official nats image (the compose smoke
# test, infra/docker/compose-smoke.mjs): Debian's nats-server, which, like the official image, takes
# the compose file's command as its flags. wget answers the health check as the official image's does.
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends nats-server wget \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir /data && chown nats:nats /data
USER nats
EXPOSE 4222 8222
ENTRYPOINT ["nats-server"]
