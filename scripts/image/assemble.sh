#!/bin/sh
# The image's tree, from a checkout whose web app and API are built (npm run build):
# the manifests and the lock file, the built API and web app, the files the API
# reads beside its sources (migrations, the gazetteer), the scripts behind
# `npm run import` and the other operator commands, and the production
# dependencies installed from the lock file. No TypeScript: development
# stand-ins (apps/api/stand-ins), tests and benches stay out.
# Used by the Dockerfile and by scripts/image/check.mjs in CI.
set -eu
target="$1"
[ -f apps/web/dist/index.html ] || { echo "build the web app first (npm run build)" >&2; exit 1; }
[ -f apps/api/dist/main.js ] || { echo "build the API first (npm run build)" >&2; exit 1; }
rm -rf "$target"
mkdir -p "$target/packages/domain" "$target/apps/api" "$target/apps/web" "$target/e2e" "$target/scripts"
cp package.json package-lock.json "$target/"
cp packages/domain/package.json "$target/packages/domain/"
cp apps/api/package.json "$target/apps/api/"
cp apps/web/package.json "$target/apps/web/"
cp e2e/package.json "$target/e2e/"
cp scripts/api.mjs scripts/builds.mjs "$target/scripts/"
cp -R apps/api/dist "$target/apps/api/dist"
cp -R apps/api/src "$target/apps/api/src"
find "$target/apps/api/src" -name '*.ts' -delete
find "$target/apps/api/src" -type d -empty -delete
cp -R apps/web/dist "$target/apps/web/dist"
cd "$target"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
