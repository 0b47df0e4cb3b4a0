import { iconMarkup } from './category-icons';
import { emojiSet } from './emoji-icons';
import { FAMILY_EMOJI, type PackShape, type PackshotSubject } from './packshot-family';
import { escapeXml } from '../../lib/xml';

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

const emojiOf = emojiSet(FAMILY_EMOJI);

/** '#rrggbb' mixed with black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16);
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

/** Packaged goods' names start with their brand ('Mercatò Spaghetti n. 5 500 g'). */
export const withoutBrand = (name: string, brand: string): string =>
  name.startsWith(`${brand} `) ? name.slice(brand.length + 1) : name;

export interface PackshotFacts {
  /** The name as sold; a leading brand is printed once, above it. */
  name: string;
  brand: string;
  /** The department's colour: the pack's. */
  colour: string;
  subject: PackshotSubject;
  /** Pieces in a multipack ('6 x 1,5 l'), shown on a badge. */
  pieces: number;
}

interface Drawing {
  colour: string;
  brand: string;
  name: string;
  icons: readonly string[];
  /** `<use>` of the i-th emoji of the subject. */
  emoji: (i: number, x: number, y: number, size: number) => string;
}

interface Label {
  top: number;
  icon: number;
  width: number;
  font: number;
  lines: number;
}

/** The emoji, the brand and the name on a pack's label, centred. */
function label(d: Drawing, { top, icon, width, font, lines }: Label): string {
  const brandY = top + icon + 18;
  const wrapped = wrapWords(d.name, Math.floor(width / (font * 0.56)), lines);
  return [
    d.emoji(0, 200 - icon / 2, top, icon),
    `<text x="200" y="${brandY}" text-anchor="middle" ${FONT} font-size="13" font-weight="700" letter-spacing="1.2" fill="${shade(d.colour, -0.35)}">${escapeXml(d.brand.toUpperCase())}</text>`,
    ...wrapped.map(
      (line, i) =>
        `<text x="200" y="${brandY + font + 6 + i * Math.round(font * 1.17)}" text-anchor="middle" ${FONT} font-size="${font}" font-weight="700" fill="#1a1a1a">${escapeXml(line)}</text>`,
    ),
  ].join('');
}

/** Brand and name under goods shown as they are (loose, on a tray, at the counter). */
function caption(d: Drawing): string {
  const lines = wrapWords(d.name, 27, 3);
  return [
    `<text x="200" y="${lines.length > 2 ? 278 : 290}" text-anchor="middle" ${FONT} font-size="14" font-weight="700" letter-spacing="1.2" fill="${shade(d.colour, -0.35)}">${escapeXml(d.brand.toUpperCase())}</text>`,
    ...lines.map(
      (line, i) =>
        `<text x="200" y="${(lines.length > 2 ? 306 : 318) + i * 27}" text-anchor="middle" ${FONT} font-size="23" font-weight="700" fill="#1a1a1a">${escapeXml(line)}</text>`,
    ),
  ].join('');
}

/** Up to three emoji heaped: two behind, the first in front. */
const heap = (d: Drawing, top: number, size: number): string =>
  [
    d.emoji(1, 200 - size, top, size * 0.86),
    d.emoji(2, 200 + size * 0.14, top, size * 0.86),
    d.emoji(0, 200 - size / 2, top + size * 0.32, size),
  ].join('');

const SHAPES: Record<PackShape, (d: Drawing) => string> = {
  box: (d) =>
    `<rect x="78" y="22" width="244" height="348" rx="16" fill="${d.colour}"/>
<path d="M78 52V38a16 16 0 0 1 16-16h212a16 16 0 0 1 16 16v14z" fill="${shade(d.colour, -0.2)}"/>
<rect x="96" y="66" width="208" height="286" rx="12" fill="#ffffff"/>
${label(d, { top: 80, icon: 118, width: 192, font: 21, lines: 3 })}`,
  bottle: (d) =>
    `<rect x="174" y="14" width="52" height="32" rx="6" fill="${shade(d.colour, -0.3)}"/>
<path d="M182 44h36v40c0 20 76 30 76 86v182q0 20-20 20H126q-20 0-20-20V170c0-56 76-66 76-86z" fill="${d.colour}"/>
<rect x="120" y="124" width="9" height="40" rx="4.5" fill="#ffffff" opacity="0.35"/>
<rect x="118" y="176" width="164" height="182" rx="10" fill="#ffffff"/>
${label(d, { top: 184, icon: 86, width: 156, font: 16, lines: 3 })}`,
  carton: (d) =>
    `<rect x="148" y="28" width="104" height="22" rx="3" fill="${shade(d.colour, -0.35)}"/>
<path d="M112 100 150 48h100l38 52z" fill="${shade(d.colour, -0.15)}"/>
<rect x="112" y="98" width="176" height="272" rx="6" fill="${d.colour}"/>
<rect x="124" y="116" width="152" height="240" rx="10" fill="#ffffff"/>
${label(d, { top: 126, icon: 92, width: 144, font: 18, lines: 4 })}`,
  jar: (d) =>
    `<rect x="116" y="32" width="168" height="52" rx="10" fill="${shade(d.colour, -0.3)}"/>
<path d="M126 44v28M146 44v28M166 44v28M186 44v28M206 44v28M226 44v28M246 44v28M266 44v28" stroke="#000000" stroke-opacity="0.15" stroke-width="3"/>
<rect x="98" y="84" width="204" height="286" rx="44" fill="${d.colour}"/>
<rect x="114" y="130" width="172" height="208" rx="12" fill="#ffffff"/>
${label(d, { top: 140, icon: 86, width: 160, font: 17, lines: 3 })}`,
  pot: (d) =>
    `<path d="M64 94h272l-24 268q-2 10-14 10H102q-12 0-14-10z" fill="${d.colour}"/>
<rect x="52" y="66" width="296" height="32" rx="10" fill="${shade(d.colour, -0.25)}"/>
<rect x="106" y="112" width="188" height="238" rx="14" fill="#ffffff"/>
${label(d, { top: 122, icon: 100, width: 176, font: 19, lines: 3 })}`,
  can: (d) =>
    `<ellipse cx="200" cy="354" rx="100" ry="16" fill="${shade(d.colour, -0.3)}"/>
<rect x="100" y="64" width="200" height="290" fill="${d.colour}"/>
<rect x="100" y="100" width="200" height="236" fill="#ffffff"/>
<rect x="100" y="64" width="14" height="290" fill="#000000" opacity="0.08"/>
<rect x="286" y="64" width="14" height="290" fill="#000000" opacity="0.08"/>
<ellipse cx="200" cy="64" rx="100" ry="16" fill="#d5d9dd"/>
<ellipse cx="200" cy="64" rx="86" ry="11" fill="#b8bfc6"/>
${label(d, { top: 108, icon: 96, width: 184, font: 19, lines: 3 })}`,
  bag: (d) =>
    `<path d="M86 48h228q16 160 2 308-2 14-16 14H100q-14 0-16-14-14-148 2-308z" fill="${d.colour}"/>
<rect x="82" y="22" width="236" height="30" rx="4" fill="${shade(d.colour, -0.25)}"/>
<path d="M86 37h228" stroke="#ffffff" stroke-opacity="0.35" stroke-width="22" stroke-dasharray="2 6"/>
<rect x="104" y="80" width="192" height="268" rx="18" fill="#ffffff"/>
${label(d, { top: 94, icon: 116, width: 180, font: 20, lines: 3 })}`,
  tray: (d) =>
    `<rect x="24" y="44" width="352" height="206" rx="28" fill="${d.colour}"/>
<rect x="40" y="60" width="320" height="174" rx="18" fill="#f6f4ef"/>
${heap(d, 58, 120)}
<path d="M262 60h44l-58 174h-44z" fill="#ffffff" opacity="0.3"/>
${caption(d)}`,
  counter: (d) =>
    `<rect x="46" y="70" width="308" height="176" rx="8" fill="#efe6d2" transform="rotate(-3 200 158)"/>
<rect x="46" y="70" width="308" height="16" fill="${d.colour}" transform="rotate(-3 200 158)"/>
${heap(d, 72, 130)}
${caption(d)}`,
  loose: (d) =>
    `<circle cx="200" cy="150" r="126" fill="${d.colour}" opacity="0.12"/>
${heap(d, 36, 140)}
${caption(d)}`,
};

/**
 * A generated packshot: the product's emoji on a pack of its kind (box, bottle,
 * jar, tray, bag …) in its department's colour, or loose goods heaped on a
 * plain ground, with the brand and the name large enough to read on a card.
 */
export function packshotSvg({ name, brand, colour, subject, pieces }: PackshotFacts): string {
  const used = [...new Set(subject.icons)];
  const symbols = used
    .map((icon, i) => {
      const { body, viewBox } = emojiOf(icon);
      return `<symbol id="s${i}" viewBox="${viewBox}">${body}</symbol>`;
    })
    .join('');
  const drawing: Drawing = {
    colour,
    brand,
    name: withoutBrand(name, brand),
    icons: subject.icons,
    emoji: (i, x, y, size) => {
      const icon = subject.icons[i % subject.icons.length]!;
      const r = (n: number) => Math.round(n);
      return `<use href="#s${used.indexOf(icon)}" x="${r(x)}" y="${r(y)}" width="${r(size)}" height="${r(size)}"/>`;
    },
  };
  const badge =
    pieces > 1
      ? `<circle cx="344" cy="56" r="32" fill="#1a1a1a"/><text x="344" y="64" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="#ffffff">${pieces}×</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<defs>${symbols}</defs>
<rect width="400" height="400" fill="#ffffff"/>
<ellipse cx="200" cy="376" rx="130" ry="12" fill="#000000" opacity="0.07"/>
${SHAPES[subject.shape](drawing)}
${badge}
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
