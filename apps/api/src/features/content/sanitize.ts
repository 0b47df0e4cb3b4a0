import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for content HTML, applied before a post is stored and
 * again when it is served (a row written by hand or by an older seed is not
 * trusted either). What it keeps renders under the shop's CSP: no script,
 * no event-handler or style attribute, no iframe or object, images only from
 * the shop itself (img-src 'self'), links only http(s), mailto and tel.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'small',
    'abbr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'figure',
    'figcaption',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'address',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // The text of a removed <script> or <style> is dropped with it, not left as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : { ...attribs, ...(attribs.target ? { target: '_self' } : {}) },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
  exclusiveFilter: (frame) =>
    // An image from another origin would be blocked by img-src 'self': keep only the shop's own.
    frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

export const sanitizeContentHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

/** Titles are text: any markup in them is removed, entities kept. */
export const sanitizeTitle = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text with no markup and no entities, for a page's <title> and meta (escaped once, there). */
export const plainText = (html: string): string =>
  sanitizeTitle(html).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
