import { BRAND_DATA_ELEMENT_ID, type BrandPublic } from '@spesa/domain';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a script block must not be able to close the block. */
const escapeJsonForScript = (json: string): string =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const themeCss = (theme: BrandPublic['theme']): string =>
  `:root{--color-primary:${theme.primary};--color-primary-dark:${theme.primaryDark};` +
  `--color-secondary:${theme.secondary};--color-secondary-dark:${theme.secondaryDark};` +
  `--color-accent:${theme.accent}}`;

export interface PageHead {
  title: string;
  description: string;
  /** Extra tags (canonical, Open Graph, JSON-LD) that a page adds. */
  extra?: string;
}

/**
 * Turns the built index.html into the brand's page: its title and description,
 * its theme colours before first paint, and the brand configuration as a JSON
 * data block (not executable, so the strict script CSP holds).
 */
export function renderIndexHtml(template: string, brand: BrandPublic, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="theme-color" content="${escapeHtml(brand.theme.primary)}">`,
    `<link rel="icon" href="${escapeHtml(brand.logoUrl)}" type="image/svg+xml">`,
    `<style id="brand-theme">${themeCss(brand.theme)}</style>`,
    `<script type="application/json" id="${BRAND_DATA_ELEMENT_ID}">${escapeJsonForScript(JSON.stringify(brand))}</script>`,
    head.extra ?? '',
  ].join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="(description|theme-color)"[^>]*>\s*/gi, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
