import { iconMarkup } from './category-icons';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark ink on light department colours, white on dark ones: whichever contrasts more. */
const inkOn = (colour: string): string => {
  const l = luminance(colour);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#1a1a1a' : '#ffffff';
};

/** Greedy word wrap; what does not fit in maxLines ends with an ellipsis. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1)}…`;
  return kept;
}

const icon = (name: string, x: number, y: number, size: number, stroke: string): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${stroke}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${iconMarkup(name)}</g>`;

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

export interface PackshotFacts {
  name: string;
  brand: string;
  colour: string;
  icon: string;
}

/**
 * A generated packshot: a pack in the department's colour with its icon, the
 * label and the product name large enough to read on a product card.
 */
export function packshotSvg({ name, brand, colour, icon: iconName }: PackshotFacts): string {
  const ink = inkOn(colour);
  const lines = wrapWords(name, 17, 5);
  const nameTop = 232 - (lines.length - 1) * 6;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${nameTop + i * 28}" text-anchor="middle" ${FONT} font-size="23" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="#ffffff"/>
<ellipse cx="200" cy="372" rx="130" ry="14" fill="#000000" opacity="0.08"/>
<rect x="62" y="28" width="276" height="336" rx="26" fill="${colour}"/>
<rect x="62" y="28" width="276" height="336" rx="26" fill="#ffffff" opacity="0.08"/>
<circle cx="200" cy="104" r="48" fill="#ffffff"/>
${icon(iconName, 170, 74, 60, colour)}
<text x="200" y="186" text-anchor="middle" ${FONT} font-size="15" font-weight="700" letter-spacing="1.5" fill="${ink}" opacity="0.9">${escapeXml(brand.toUpperCase())}</text>
${text}
</svg>`;
}

/** The department icon on a disc of its colour, for menus. */
export function categoryIconSvg(colour: string, iconName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
<circle cx="24" cy="24" r="24" fill="${colour}"/>
${icon(iconName, 10, 10, 28, inkOn(colour))}
</svg>`;
}

/** A menu picture: the department colour, its icon and the category name. */
export function categoryMenuSvg(name: string, colour: string, iconName: string): string {
  const ink = inkOn(colour);
  const lines = wrapWords(name, 20, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="150" y="${118 + i * 24}" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="180" viewBox="0 0 300 180" role="img" aria-label="${escapeXml(name)}">
<rect width="300" height="180" rx="16" fill="${colour}"/>
<circle cx="150" cy="62" r="36" fill="#ffffff"/>
${icon(iconName, 127, 39, 46, colour)}
${text}
</svg>`;
}
