// node scripts/api.mjs <program> [args…] runs apps/api/dist/<program>.js, building the
// API first when its sources changed: `npm run import`, `api-key`, `backup`, `restore`,
// and the journeys' shops (e2e/playwright.config.ts).
import { buildWhenStale, runApi } from './builds.mjs';

const [program, ...args] = process.argv.slice(2);
buildWhenStale('api');
runApi(program, args);
