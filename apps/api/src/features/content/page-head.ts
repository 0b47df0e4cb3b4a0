const escapeAttr = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON in a script block must not be able to close the block. */
const jsonLd = (data: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')}</script>`;

/** Title, description, canonical, Open Graph and the 'Homepage > title' trail of a content page. */
export function contentHead(
  page: { title: string; seoTitle: string; seoDescription: string; path: string },
  origin: string,
  siteName: string,
): { title: string; description: string; extra: string } {
  const url = `${origin}${page.path}`;
  const title = page.seoTitle || `${page.title} | ${siteName}`;
  const description = page.seoDescription || siteName;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeAttr(content)}">`;
  return {
    title,
    description,
    extra: [
      `<link rel="canonical" href="${escapeAttr(url)}">`,
      meta('og:type', 'website'),
      meta('og:site_name', siteName),
      meta('og:locale', 'it_IT'),
      meta('og:title', title),
      meta('og:description', description),
      meta('og:url', url),
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Homepage', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: page.title, item: url },
        ],
      }),
    ].join('\n    '),
  };
}
