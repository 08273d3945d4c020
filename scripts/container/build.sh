#!/usr/bin/env bash
# The image's build stage, and CI's (scripts/container/ci-steps.sh): every dependency from the
# lock file, then the production build (apps/server/dist, apps/web/dist, apps/web/dist-ssr), in
# the current folder, a copy of the repository.
#
#   build.sh           both steps
#   build.sh install   npm ci only (the Dockerfile runs it before copying the sources, so the
#                      installed layer is reused while package*.json stay the same)
#   build.sh build     npm run build only
set -euo pipefail

what=${1:-all}
case "$what" in
  all | install | build) ;;
  *)
    echo "usage: $0 [install|build]" >&2
    exit 2
    ;;
esac

if [ "$what" != build ]; then
  echo "build.sh: npm ci (node $(node --version), npm $(npm --version))"
  # Dev dependencies too (vite, esbuild, …), whatever NODE_ENV says.
  npm ci --include=dev --no-audit --no-fund
fi

if [ "$what" != install ]; then
  echo "build.sh: npm run build"
  npm run build
  for output in apps/server/dist/main.js apps/server/dist/migrate.js apps/web/dist/index.html \
    apps/web/dist-ssr/entry-server.js; do
    if [ ! -f "$output" ]; then
      echo "build.sh: the build did not produce $output" >&2
      exit 1
    fi
  done
fi
