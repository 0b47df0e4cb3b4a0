# The shop as a container (issue 37, decision 033): Node 24, only production
# dependencies, the built web app and API inside (decision 050: plain JavaScript,
# no TypeScript loader), a non-root user, a health check.
# Built from the repository root: docker build -t spesa-online .
# The steps that make the image's tree are scripts/image/assemble.sh, which CI
# also runs as a plain script (scripts/image/check.mjs): these machines cannot
# build images.

FROM node:24-bookworm-slim AS build
WORKDIR /src
# The lock file and every workspace's manifest first: the install is cached until they change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && sh scripts/image/assemble.sh /app

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
WORKDIR /app
COPY --from=build /app ./
# The code belongs to root and is read-only to the shop; only /data is its own.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains the requests under way and the running job pass (apps/api/src/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
