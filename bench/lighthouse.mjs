// `npm run bench:lighthouse`: Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU
// slowdown), in Debian's Chromium, on home, a category, a search and a product page of
// both brands, as a new shopper sees them (empty cache, no session) on a shop that has
// served each page once.
//
// Builds nothing: run `npm run build` first, or point WEB_DIST_DIR at a build. Starts
// the shop in production mode on a fresh in-memory database on a free port (as the
// browser journeys do), picks real pages from the seeded catalogue, and prints one
// Markdown table. Each page is run three times and the median run (by performance score)
// kept, as Lighthouse's own guidance on variability advises: one run's blocking time moves
// by a factor of two on a 2-core machine. LH_RUNS=1 runs each page once; CHROMIUM_PATH
// overrides /usr/bin/chromium. To measure one change piece by piece: LH_PAGES=home,product and LH_HOSTS=localhost keep those pages and
// brands only; LH_DETAILS=1 also prints each page's long main-thread tasks and the
// scripts' evaluation time, the LCP element with its phases, and the audits that
// cost accessibility, best practices or SEO points. LH_COLD=1 skips the warm-up below:
// the first visits after the shop starts, each picture drawn on its first request.
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  pickPages,
  requireWebBuild,
  startChromium,
  startShop,
  webDist,
} from './support/browser-bench.mjs';
import { benchSpeeds, speedHeading, startBusyWork } from './support/busy-machine.mjs';

const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
/** The two seeded brands, told apart by host (Chromium resolves *.localhost to loopback). */
const BRAND_HOSTS = ['localhost', 'fresco.localhost'].filter(
  (host) => !process.env.LH_HOSTS || process.env.LH_HOSTS.split(',').includes(host),
);
const pageWanted = (name) =>
  !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(name);
const details = process.env.LH_DETAILS === '1';

async function audit(url, chromiumPort, attemptsLeft = 3) {
  const { lhr } = await lighthouse(url, {
    port: chromiumPort,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (lhr.runtimeError) {
    // A busy machine sometimes loses the trace (NO_NAVSTART): Lighthouse's advice is to run again.
    if (attemptsLeft > 1) return audit(url, chromiumPort, attemptsLeft - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  if (details) printDetails(url, lhr);
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const value = (id) => lhr.audits[id].numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Where the main thread's time went: the long tasks and the scripts that ran longest. */
function printDetails(url, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (u) => String(u).replace(/^https?:\/\/[^/]+/, '');
  console.error(`\n${url}`);
  for (const task of items('long-tasks'))
    console.error(
      `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${short(task.url)}`,
    );
  // The LCP element and its phases (time to first byte, load delay, load time, render delay).
  for (const table of items('largest-contentful-paint-element'))
    for (const row of table.items ?? [])
      console.error(
        row.node
          ? `  LCP element: ${row.node.snippet}`
          : `  LCP ${row.phase}: ${Math.round(row.timing)} ms`,
      );
  for (const shift of items('layout-shifts'))
    console.error(
      `  layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? '(no element)'}`,
    );
  for (const id of ['accessibility', 'best-practices', 'seo'])
    for (const ref of lhr.categories[id].auditRefs)
      if (ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        console.error(`  ${id} misses: ${ref.id} (${lhr.audits[ref.id].title})`);
  for (const script of items('bootup-time').slice(0, 6))
    console.error(
      `  script ${short(script.url)}: ${Math.round(script.total)} ms (evaluation ${Math.round(script.scripting)} ms, parse ${Math.round(script.scriptParseCompile)} ms)`,
    );
}

/**
 * Loads every page to be measured once, scrolled to its end, before anything is
 * measured: the server draws each picture on its first request (30–120 ms each), and a
 * shop that has served a page before is the shop a shopper meets. Lighthouse empties
 * the browser's cache before each run, so the measured loads still start from a new
 * shopper's browser. The screen is the one Lighthouse's mobile preset emulates, so that
 * the same pictures at the same widths are drawn.
 */
async function warmUp(chromiumPort, urls) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromiumPort}` });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The pictures below the first screen, asked for as the page scrolled.
      await page
        .waitForNetworkIdle({ idleTime: 300, concurrency: 2 })
        .catch(() => console.error(`warm-up: ${url} still loading after 30 s, measured anyway`));
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

requireWebBuild();

const shop = await startShop();
const chromium = await startChromium();
const speeds = benchSpeeds();
/** Per machine speed: its table's rows and the benchmarkIndex of every run. */
const tables = speeds.map((speed) => ({ ...speed, rows: [], benchmarkIndexes: [] }));
try {
  const pages = (await pickPages(`http://127.0.0.1:${shop.port}`)).filter(([name]) =>
    pageWanted(name),
  );
  if (process.env.LH_COLD !== '1')
    await warmUp(
      chromium.port,
      BRAND_HOSTS.flatMap((host) =>
        pages.map(([, pathname]) => `http://${host}:${shop.port}${pathname}`),
      ),
    );
  for (const table of tables) {
    const busy = startBusyWork(table.workers);
    try {
      for (const host of BRAND_HOSTS) {
        for (const [name, pathname] of pages) {
          const url = `http://${host}:${shop.port}${pathname}`;
          const results = [];
          for (let i = 0; i < runs; i++) results.push(await audit(url, chromium.port));
          results.sort((a, b) => a.performance - b.performance);
          const r = results[Math.floor(results.length / 2)];
          table.benchmarkIndexes.push(...results.map((result) => result.benchmarkIndex));
          table.rows.push(
            `| ${host} ${name} \`${pathname}\` | ${r.performance} | ${r.accessibility} | ` +
              `${r.bestPractices} | ${r.seo} | ${seconds(r.fcp)} | ${seconds(r.lcp)} | ` +
              `${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${kib(r.bytes)} |`,
          );
          console.error(`${table.name}: ${table.rows.at(-1)}`);
        }
      }
    } finally {
      await busy.stop();
    }
  }
} finally {
  await chromium.stop();
  await shop.stop();
}

console.log(
  `\nLighthouse 12, mobile preset, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, ${webDist}`,
);
for (const table of tables) {
  // Lighthouse's own measure of the machine's speed (higher is faster): the same build
  // scores very differently on machines whose index differs, so figures are compared
  // only between runs of similar index.
  console.log(`\n${speedHeading(table, table.benchmarkIndexes)}\n`);
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transferred |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of table.rows) console.log(row);
}
