import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local SAML identity provider the staff journey signs in through (npm run idp). */
const IDP_PORT = PORT + 6;
/** Where that IdP keeps the key pair it makes at its first start, and the shops read its certificate. */
const IDP_DATA_DIR = path.join(tmpdir(), `spesa-e2e-idp-${IDP_PORT}`);
/** The local OpenID providers standing in for Google and Facebook (npm run oidc), for social login. */
const OIDC_GOOGLE_PORT = PORT + 7;
const OIDC_FACEBOOK_PORT = PORT + 8;
const OIDC_CLIENTS = {
  google: { id: 'spesa-online-google', secret: 'segreto-di-prova-google-locale' },
  facebook: { id: 'spesa-online-facebook', secret: 'segreto-di-prova-facebook-locale' },
};

/**
 * One shop per worker, each on its own in-memory database: journeys share
 * demo accounts, so two of them never use one shop at the same time. A
 * worker's journeys reach its own shop (support/test.ts); within a worker they
 * run one after another, and the files are shared out between the workers as
 * each one frees up (decision 030).
 */
const WORKERS = 2;
const SHOP_PORTS = Array.from({ length: WORKERS }, (_, i) => PORT + i);

/**
 * The run's migrated and seeded database, made once by the first shop; every shop
 * of the run starts from a copy (scripts/e2e-shop.mjs). Set here, so that the
 * workers' own shops find it too (support/own-shop.ts).
 */
const SEEDED_DATA_DIR = path.join(tmpdir(), `spesa-e2e-seeded-${PORT}`);
/** Where the first shop's seeding run listens, apart from the shop's own port. */
const SEEDING_PORT = PORT + 9;
process.env.SEEDED_DATA_DIR = SEEDED_DATA_DIR;

/**
 * On a phone: a tour of every page the desktop journeys reach (its layout and
 * its accessibility), and the journeys whose flow differs there.
 */
const PHONE_JOURNEYS = [
  'phone-tour.spec.ts',
  'catalog.spec.ts',
  'cart.spec.ts',
  'home.spec.ts',
  'keep-products.spec.ts',
  'feeds.spec.ts',
  'keyboard.spec.ts',
];

/** Journeys run the production build on a fresh copy of one seeded database, in Debian's Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A journey is a whole flow (logins, dialogs, an axe scan per page): the limit stops a
  // stuck one, it does not time it (speed is measured by the benches under bench/). Two
  // workers, two shops and two browsers share two cores: on a slow machine the longest
  // took 78 s (100 s for the staff journey, which has three times the limit).
  timeout: 120_000,
  // Likewise an expectation waits for what the shopper will see, it does not time it: a
  // logged-in home shows its own rows 3.5 s after the page is asked for on a quiet machine
  // of this kind, and was seen past 10 s with two shops and two browsers on its two cores.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry in CI, so that a flaky journey is reported as such (Playwright's "flaky"
  // line) rather than failing a submission; the goal is that none needs it (issue 31).
  retries: process.env.CI ? 1 : 0,
  // npm test (scripts/test-all.mjs) also asks for the JSON report, to list the slowest journeys.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // Worker 0's shop; support/test.ts moves each worker to its own.
    baseURL: `http://localhost:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A failed journey keeps its trace (each step's DOM, the network, the console); not the
    // screencast, whose frames cost a third of the browser's time (decision 030).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Dialogs, drawers and toasts appear without their transitions: a journey does not wait
    // for them frame by frame, and the app's reduced-motion path is the one exercised.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'phone-tour.spec.ts',
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      testMatch: PHONE_JOURNEYS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    ...SHOP_PORTS.map((port, i) => ({
      // The API's build, made first when its sources changed (the shops start one by one:
      // the first makes the seeded database the others copy).
      command: 'node ../scripts/e2e-shop.mjs',
      url: `http://localhost:${port}/version.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        SEEDED_DATA_DIR,
        ...(i === 0 ? { SEEDING_PORT: String(SEEDING_PORT) } : {}),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The journeys read the confirmation mail from the outbox, and see an unpaid order cancelled.
        DEV_MAIL: 'true',
        UNPAID_ORDER_MINUTES: '0.25',
        // Fresco has a tag-manager container (its script is faked in analytics.spec.ts); Mercatò none.
        TAG_MANAGER_IDS: 'fresco=GTM-TEST123',
        JOBS_POLL_SECONDS: '2',
        // Push journeys may register subscriptions of the local push service (http://localhost).
        PUSH_ANY_ENDPOINT: 'true',
        SAML_IDP_SSO_URL: `http://localhost:${IDP_PORT}/sso`,
        IDP_DATA_DIR,
        GOOGLE_OIDC_ISSUER: `http://localhost:${OIDC_GOOGLE_PORT}`,
        GOOGLE_OIDC_CLIENT_ID: OIDC_CLIENTS.google.id,
        GOOGLE_OIDC_CLIENT_SECRET: OIDC_CLIENTS.google.secret,
        FACEBOOK_OIDC_ISSUER: `http://localhost:${OIDC_FACEBOOK_PORT}`,
        FACEBOOK_OIDC_CLIENT_ID: OIDC_CLIENTS.facebook.id,
        FACEBOOK_OIDC_CLIENT_SECRET: OIDC_CLIENTS.facebook.secret,
        // Parallel work trees build the web app elsewhere and point the server at it.
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    })),
    {
      command: 'node --import tsx ../apps/api/stand-ins/saml-idp/main.ts',
      url: `http://localhost:${IDP_PORT}/metadata`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { IDP_PORT: String(IDP_PORT), IDP_DATA_DIR },
    },
    {
      command: 'node --import tsx ../apps/api/stand-ins/oidc/main.ts',
      url: `http://localhost:${OIDC_FACEBOOK_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        OIDC_DEV_GOOGLE_PORT: String(OIDC_GOOGLE_PORT),
        OIDC_DEV_FACEBOOK_PORT: String(OIDC_FACEBOOK_PORT),
      },
    },
  ],
});
