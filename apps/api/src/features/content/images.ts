/**
 * The images of the seeded flyers and slides, drawn as SVG from what the post
 * says (a flyer page's products and prices, a slide's headline), so the demo
 * shop ships no binary files and each brand's images wear its colours. A real
 * WordPress serves uploaded files at the same paths.
 */

const xml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A colour that is not a plain hex value never reaches the drawing. */
const colour = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : fallback;

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

export interface FlyerPageDrawing {
  brandName: string;
  primary: string;
  accent: string;
  title: string;
  validity: string;
  pageNumber: number;
  pageCount: number;
  products: { name: string; price: string; priceStandard: string | null }[];
}

export const FLYER_PAGE_SIZE = { width: 800, height: 1130 } as const;

export function flyerPageSvg(d: FlyerPageDrawing): string {
  const primary = colour(d.primary, '#b71c1c');
  const accent = colour(d.accent, '#ffb300');
  const { width, height } = FLYER_PAGE_SIZE;
  const cols = 2;
  const tileW = 360;
  const tileH = 280;
  const tiles = d.products.slice(0, 6).map((p, i) => {
    const x = 27 + (i % cols) * (tileW + 26);
    const y = 200 + Math.floor(i / cols) * (tileH + 20);
    const name = wrap(p.name, 26, 3)
      .map((l, n) => `<tspan x="${x + 20}" dy="${n === 0 ? 0 : 30}">${xml(l)}</tspan>`)
      .join('');
    return `<g>
  <rect x="${x}" y="${y}" width="${tileW}" height="${tileH}" rx="18" fill="#ffffff" stroke="#e0e0e0" stroke-width="2"/>
  <rect x="${x}" y="${y + tileH - 14}" width="${tileW}" height="14" rx="7" fill="${accent}" opacity="0.6"/>
  <text x="${x + 20}" y="${y + 50}" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#222222">${name}</text>
  ${p.priceStandard ? `<text x="${x + 20}" y="${y + 200}" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="#666666" text-decoration="line-through">${xml(p.priceStandard)}</text>` : ''}
  <rect x="${x + 150}" y="${y + 170}" width="${tileW - 170}" height="84" rx="14" fill="${primary}"/>
  <text x="${x + tileW - 35}" y="${y + 228}" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="800" fill="#ffffff">${xml(p.price)}</text>
</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<rect width="${width}" height="${height}" fill="#fff8e7"/>
<rect width="${width}" height="170" fill="${primary}"/>
<text x="30" y="62" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${xml(d.brandName)}</text>
<text x="30" y="112" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="800" fill="#ffffff">${xml(wrap(d.title, 34, 1)[0] ?? '')}</text>
<text x="30" y="150" font-family="Arial, Helvetica, sans-serif" font-size="22" fill="#ffffff">${xml(d.validity)}</text>
<rect x="${width - 150}" y="40" width="120" height="56" rx="28" fill="${accent}"/>
<text x="${width - 90}" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="800" fill="#222222">${d.pageNumber}/${d.pageCount}</text>
${tiles.join('\n')}
</svg>`;
}

export interface SlideDrawing {
  headline: string;
  subline: string;
  background: string;
  foreground: string;
  accent: string;
}

export const SLIDE_SIZE = { width: 1200, height: 480 } as const;

export function slideSvg(d: SlideDrawing): string {
  const bg = colour(d.background, '#b71c1c');
  const fg = colour(d.foreground, '#ffffff');
  const accent = colour(d.accent, '#ffb300');
  const { width, height } = SLIDE_SIZE;
  const headline = wrap(d.headline, 22, 2)
    .map((l, n) => `<tspan x="64" dy="${n === 0 ? 0 : 72}">${xml(l)}</tspan>`)
    .join('');
  const subline = wrap(d.subline, 34, 2)
    .map((l, n) => `<tspan x="64" dy="${n === 0 ? 0 : 50}">${xml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
<rect width="${width}" height="${height}" fill="${bg}"/>
<circle cx="${width - 220}" cy="240" r="190" fill="${accent}" opacity="0.9"/>
<circle cx="${width - 360}" cy="360" r="90" fill="${fg}" opacity="0.18"/>
<circle cx="${width - 90}" cy="80" r="60" fill="${fg}" opacity="0.22"/>
<ellipse cx="${width - 220}" cy="250" rx="95" ry="110" fill="${fg}" opacity="0.28"/>
<text x="64" y="170" font-family="Arial, Helvetica, sans-serif" font-size="62" font-weight="800" fill="${fg}">${headline}</text>
<text x="64" y="330" font-family="Arial, Helvetica, sans-serif" font-size="40" fill="${fg}">${subline}</text>
</svg>`;
}
