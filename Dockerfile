# syntax=docker/dockerfile:1
#
# Haat's image: one server process (`node apps/server/dist/main.js`) serving the API, the
# server-rendered storefront and the built web app on port 3000. compose.yaml runs it with
# PostgreSQL, Redis, SeaweedFS and a proxy; docs/operations.md says what a deployment needs.
#
# The RUN steps are scripts under scripts/container/, which CI runs too without a container engine
# (scripts/container/ci-steps.sh): change what a stage does there, not here.
#
#   docker build -t haat .
#   docker run -p 3000:3000 -e PUBLIC_URL=https://shop.example.in -e SMTP_URL=smtp://… haat

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then npm run build ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The package files first, so the installed dependencies are reused until they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY scripts/container/ scripts/container/
RUN --mount=type=cache,target=/root/.npm bash scripts/container/build.sh install
COPY . .
RUN bash scripts/container/build.sh build

# ---- runtime: production dependencies and the built files only ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# These COPY lines must name exactly the paths in scripts/container/runtime-files.txt, each to the
# same place under /app (one path a line): scripts/container/ci-steps.sh fails CI when they differ.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY scripts/container/ scripts/container/
RUN --mount=type=cache,target=/root/.npm bash scripts/container/install-runtime.sh
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr

# The files stay root's (read-only to the server); only DATA_DIR is the server's: the embedded
# database and uploaded media when no DATABASE_URL and S3_BUCKET are set.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "scripts/container/healthcheck.mjs"]
# node itself as PID 1 (no npm, no shell): it gets docker stop's SIGTERM and finishes its requests.
CMD ["node", "apps/server/dist/main.js"]
