import { escapeHtml, jsonForScript } from '../../lib/html';

const jsonLd = (data: unknown): string =>
  `<script type="application/ld+json">${jsonForScript(data)}</script>`;

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
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return {
    title,
    description,
    extra: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
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
