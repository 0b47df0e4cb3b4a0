import './index.css';
import { APP_CHUNKS_ELEMENT_ID } from '@spesa/domain/api/page-render';
import { recordEarlyTaps } from './app/early-taps';
import { reloadOnStaleChunk } from './app/reload-on-stale-chunk';
import { captureInstallPrompt } from './features/install/prompt-capture';

/**
 * Resolves once the browser has painted the server's HTML (at once in a hidden tab,
 * which paints nothing). The app is fetched and run after that paint: a phone on a
 * slow network shows the page the server sent without waiting for the app's scripts,
 * which would otherwise share the bandwidth with the stylesheet and the first screen's
 * images (issue 12).
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The chunks the server listed for this page, all fetched at once (route-preloads.ts). */
function preloadAppChunks(): void {
  const text = document.getElementById(APP_CHUNKS_ELEMENT_ID)?.textContent;
  let files: unknown;
  try {
    files = text ? JSON.parse(text) : [];
  } catch {
    files = [];
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const SCHEMA_CHUNKS = [
  () => import('./app/schema-chunks/catalog'),
  () => import('./app/schema-chunks/delivery'),
  () => import('./app/schema-chunks/cart'),
];

async function start(container: HTMLElement): Promise<void> {
  const replayEarlyTaps = recordEarlyTaps(container);
  await afterFirstPaint();
  preloadAppChunks();
  // Tasks instead of one long one: the libraries' modules (the vendor chunk), the
  // domain's schemas (vite.config.ts), the app's modules, what the first render builds
  // on first use, then the app's start.
  await import('./app/vendor-start');
  for (const load of SCHEMA_CHUNKS) {
    await nextTask();
    await load();
  }
  await nextTask();
  const { boot, FIRST_USE_WARM_UPS } = await import('./app/boot');
  for (const warmUp of FIRST_USE_WARM_UPS) {
    await nextTask();
    warmUp();
  }
  await nextTask();
  await boot(container);
  replayEarlyTaps();
}

reloadOnStaleChunk();
// The browser offers to install the shop once, maybe before the app has started (issue 35).
captureInstallPrompt();
const container = document.getElementById('root');
if (container) void start(container);
