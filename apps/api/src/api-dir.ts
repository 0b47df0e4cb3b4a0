import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), for the files the shop reads beside its
 * sources (migrations, the gazetteer). This module sits directly in src/, and
 * the build writes every file directly in dist/ (apps/api/scripts/build.mjs),
 * so the folder above this file's is apps/api whether it runs from its source
 * (npm run dev, the tests) or bundled (npm start, the container).
 */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
