import {
  APP_CHUNKS_ELEMENT_ID,
  BRAND_DATA_ELEMENT_ID,
  BUILD_META_NAME,
  PAGE_DATA_ELEMENT_ID,
  type BrandPublic,
  type PageRenderResult,
} from '@spesa/domain';
import { escapeHtml, jsonForScript } from '../../lib/html';
import { APPLE_TOUCH_ICON_SIZE, appIconUrl } from '../install';

const themeCss = (theme: BrandPublic['theme']): string =>
  `:root{--color-primary:${theme.primary};--color-primary-dark:${theme.primaryDark};` +
  `--color-secondary:${theme.secondary};--color-secondary-dark:${theme.secondaryDark};` +
  `--color-accent:${theme.accent}}`;

export interface PageHead {
  title: string;
  description: string;
  /** Extra tags (canonical, Open Graph, JSON-LD) that a page adds. */
  extra?: string;
  /** The web build's identity, which the page compares with /version.json's. */
  build?: string;
}

/**
 * A server-rendered page is painted without JavaScript: its entry (a few hundred
 * bytes, which waits for that paint before it fetches the app) is fetched at low
 * priority, after the stylesheet and the images of the first screen.
 */
export const withLowPriorityScripts = (html: string): string =>
  html.replace(
    /<script type="module"(?![^>]*fetchpriority)/g,
    '<script type="module" fetchpriority="low"',
  );

const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/**
 * The page with the list of the app's chunks it needs (route-preloads.ts), for the
 * entry to preload once the page has painted. Links in the head would have the
 * browser fetch and compile them before the first paint, competing with the
 * stylesheet and the first screen's images on a slow network.
 */
export const withAppChunks = (html: string, files: readonly string[]): string =>
  files.length === 0
    ? html
    : html.replace(
        '</head>',
        () =>
          `${jsonBlock(
            APP_CHUNKS_ELEMENT_ID,
            files.map((file) => `/${file}`),
          )}</head>`,
      );

/**
 * Turns the built index.html into the brand's page: its title and description,
 * its theme colours before first paint, and the brand configuration as a JSON
 * data block (not executable, so the strict script CSP holds). A page rendered
 * on the server goes in the root element, and the data it was rendered from in
 * a second block after it, for the client's hydration.
 */
export function renderIndexHtml(
  template: string,
  brand: BrandPublic,
  head: PageHead,
  rendered: PageRenderResult | null = null,
): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="theme-color" content="${escapeHtml(brand.theme.primary)}">`,
    `<link rel="icon" href="${escapeHtml(brand.logoUrl)}" type="image/svg+xml">`,
    // Installable as an app (issue 35): the brand's manifest, and what iOS Safari reads instead.
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="${escapeHtml(appIconUrl(brand.id, 'apple-touch-icon', APPLE_TOUCH_ICON_SIZE))}">`,
    `<meta name="apple-mobile-web-app-capable" content="yes">`,
    `<meta name="mobile-web-app-capable" content="yes">`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(brand.name)}">`,
    `<style id="brand-theme">${themeCss(brand.theme)}</style>`,
    head.build ? `<meta name="${BUILD_META_NAME}" content="${escapeHtml(head.build)}">` : '',
    jsonBlock(BRAND_DATA_ELEMENT_ID, brand),
    head.extra ?? '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions: a '$' in a text or a price must not be read as a pattern.
  const page = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="(description|theme-color)"[^>]*>\s*/gi, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
  if (!rendered) return page;
  return page.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div>\n    ${jsonBlock(PAGE_DATA_ELEMENT_ID, rendered.data)}`,
  );
}
