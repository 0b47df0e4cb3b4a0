import type { CategoryLink, Product } from '@spesa/domain';
import { escapeHtml, jsonForScript } from '../../lib/html';

const jsonLd = (data: unknown): string =>
  `<script type="application/ld+json">${jsonForScript(data)}</script>`;

/** Search engines show about 155 characters of a description. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

interface SharedHead {
  origin: string;
  siteName: string;
  /** Path of the page, for the canonical URL. */
  path: string;
  title: string;
  description: string;
  image: string;
  type: 'product' | 'website';
}

function sharingTags(head: SharedHead): string[] {
  const url = `${head.origin}${head.path}`;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('og:type', head.type),
    meta('og:site_name', head.siteName),
    meta('og:locale', 'it_IT'),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', url),
    meta('og:image', `${head.origin}${head.image}`),
    `<meta name="twitter:card" content="summary">`,
  ];
}

function breadcrumbList(
  origin: string,
  trail: readonly CategoryLink[],
  last?: { name: string; path: string },
) {
  const items = [
    { name: 'Homepage', url: `${origin}/` },
    ...trail.map((c) => ({ name: c.name, url: `${origin}/category/${c.slug}` })),
    ...(last ? [{ name: last.name, url: `${origin}${last.path}` }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface HeadParts {
  title: string;
  description: string;
  extra: string;
}

/** Title, description, canonical, Open Graph and schema.org Product with its offer in EUR. */
export function productHead(
  product: Product,
  trail: readonly CategoryLink[],
  origin: string,
  siteName: string,
): HeadParts {
  const path = `/product/${product.slug}`;
  const description = summary(`${product.shortDescr}. ${product.description}`);
  const title = `${product.name} | ${siteName}`;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: String(product.productId),
    // Loose goods weighed in store have no EAN; an empty gtin13 is an invalid one.
    ...(product.ean ? { gtin13: product.ean } : {}),
    image: `${origin}${product.mediaURL}`,
    brand: { '@type': 'Brand', name: product.brand },
    ...(trail.length > 0 ? { category: trail.map((c) => c.name).join(' > ') } : {}),
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'EUR',
      price: product.priceDisplay.toFixed(2),
      availability:
        product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      // Loose and counter goods are priced per kilogram.
      ...(product.weightUnitDisplay === 'kg'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: product.priceDisplay.toFixed(2),
              priceCurrency: 'EUR',
              unitCode: 'KGM',
            },
          }
        : {}),
    },
  };
  return {
    title,
    description,
    extra: [
      ...sharingTags({
        origin,
        siteName,
        path,
        title,
        description,
        image: product.mediaURL,
        type: 'product',
      }),
      `<meta property="product:price:amount" content="${product.priceDisplay.toFixed(2)}">`,
      `<meta property="product:price:currency" content="EUR">`,
      jsonLd(productLd),
      jsonLd(breadcrumbList(origin, trail, { name: product.name, path })),
    ].join('\n    '),
  };
}

/** Title, description, canonical, Open Graph and the BreadcrumbList of a category page. */
export function categoryHead(
  category: { title: string; description: string; image: string },
  trail: readonly CategoryLink[],
  origin: string,
  siteName: string,
): HeadParts {
  const current = trail.at(-1);
  const path = `/category/${current?.slug ?? ''}`;
  const title = `${category.title} | ${siteName}`;
  const description = summary(category.description);
  return {
    title,
    description,
    extra: [
      ...sharingTags({
        origin,
        siteName,
        path,
        title,
        description,
        image: category.image,
        type: 'website',
      }),
      jsonLd(breadcrumbList(origin, trail)),
    ].join('\n    '),
  };
}
