#!/usr/bin/env bash
# The image's runtime stage, and CI's (scripts/container/ci-steps.sh): the production dependencies
# of every workspace, from the lock file, in the current folder, which holds the files listed in
# scripts/container/runtime-files.txt (package files and the built dist folders; no sources).
set -euo pipefail

for file in package.json package-lock.json apps/server/package.json apps/web/package.json \
  packages/shared/package.json; do
  if [ ! -f "$file" ]; then
    echo "install-runtime.sh: $file is missing: run it in a folder holding runtime-files.txt's files" >&2
    exit 1
  fi
done

echo "install-runtime.sh: npm ci --omit=dev (node $(node --version), npm $(npm --version))"
# No lifecycle scripts: nothing in the production tree needs one (sharp, @node-rs/argon2 and the
# like come as prebuilt per-platform packages), and a dependency's script has no business running
# in the image.
npm ci --omit=dev --ignore-scripts --no-audit --no-fund
