const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text and quoted attribute values of XML documents (FatturaPA, the sitemap,
 * SVG packshots): XML's own five entities, since a FatturaPA validator or an
 * SVG reader is not an HTML parser.
 */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
