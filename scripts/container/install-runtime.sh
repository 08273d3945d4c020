#!/usr/bin/env bash
# The image's runtime stage, and CI's (scripts/container/ci-steps.sh): the server's production
# dependencies, from the lock file, in the current folder, which holds the files listed in
# scripts/container/runtime-files.txt (package files and the built dist folders; no sources). The
# web app needs none at run time: its server renderer (apps/web/dist-ssr) is one bundle.
set -euo pipefail

for file in package.json package-lock.json apps/server/package.json apps/web/package.json \
  packages/shared/package.json; do
  if [ ! -f "$file" ]; then
    echo "install-runtime.sh: $file is missing: run it in a folder holding runtime-files.txt's files" >&2
    exit 1
  fi
done

echo "install-runtime.sh: npm ci --omit=dev -w apps/server (node $(node --version), npm $(npm --version))"
# No lifecycle scripts: nothing in the production tree needs one (sharp, @node-rs/argon2 and the
# like come as prebuilt per-platform packages), and a dependency's script has no business running
# in the image.
npm ci --omit=dev --workspace apps/server --ignore-scripts --no-audit --no-fund
# npm keeps dev tools that are optional peers of production packages (TypeScript, Babel): out.
node scripts/container/prune-runtime.mjs
