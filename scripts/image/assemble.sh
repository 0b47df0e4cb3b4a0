#!/bin/sh
# The image's tree, from a checkout whose web app is built (npm run build):
# the manifests and the lock file, the server's and the domain's sources, the
# built web app, and the production dependencies installed from the lock file.
# Development stand-ins (apps/api/stand-ins), tests and benches stay out.
# Used by the Dockerfile and by scripts/image/check.mjs in CI.
set -eu
target="$1"
[ -f apps/web/dist/index.html ] || { echo "build the web app first (npm run build)" >&2; exit 1; }
rm -rf "$target"
mkdir -p "$target/packages/domain" "$target/apps/api" "$target/apps/web" "$target/e2e"
cp package.json package-lock.json tsconfig.base.json "$target/"
cp apps/api/tsconfig.json "$target/apps/api/"
cp packages/domain/package.json "$target/packages/domain/"
cp apps/api/package.json "$target/apps/api/"
cp apps/web/package.json "$target/apps/web/"
cp e2e/package.json "$target/e2e/"
cp -R packages/domain/src "$target/packages/domain/src"
cp -R apps/api/src "$target/apps/api/src"
cp -R apps/web/dist "$target/apps/web/dist"
find "$target" -name '*.test.ts' -delete
rm -rf "$target/apps/api/src/test"
cd "$target"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
