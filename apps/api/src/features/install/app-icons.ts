/**
 * The brand's app icons (issue 35), drawn from its SVG logo: every size a phone or a
 * desktop asks a web app manifest for, the maskable ones Android crops to its own
 * shape, the 180 px one iOS puts on the home screen, and the manifest shortcuts'.
 */

/** The sizes of the 'any' icons: launchers, the splash screen, the desktop's window and task bar. */
export const APP_ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Android crops these to a circle, a squircle…: the logo keeps to the middle 80 % (the safe zone). */
export const MASKABLE_ICON_SIZES = [192, 512] as const;
/** iOS Safari's "Aggiungi alla schermata Home" (apple-touch-icon). */
export const APPLE_TOUCH_ICON_SIZE = 180;
export const SHORTCUT_ICON_SIZE = 96;

export type IconVariant = 'icon' | 'maskable' | 'apple-touch-icon';
export type ShortcutGlyph = 'search' | 'cart' | 'orders';

const SIZES: Record<IconVariant, readonly number[]> = {
  icon: APP_ICON_SIZES,
  maskable: MASKABLE_ICON_SIZES,
  'apple-touch-icon': [APPLE_TOUCH_ICON_SIZE],
};

/** '/img/brand/fresco/icon-192.png'. */
export const appIconUrl = (brandId: string, variant: IconVariant, size: number): string =>
  `/img/brand/${encodeURIComponent(brandId)}/${variant}-${size}.png`;

/** '/img/brand/fresco/shortcut-cart-96.png'. */
export const shortcutIconUrl = (brandId: string, glyph: ShortcutGlyph): string =>
  `/img/brand/${encodeURIComponent(brandId)}/shortcut-${glyph}-${SHORTCUT_ICON_SIZE}.png`;

export type IconFile =
  | { kind: 'icon'; variant: IconVariant; size: number }
  | { kind: 'shortcut'; glyph: ShortcutGlyph; size: number };

/** The icon a file name asks for, or null when it names none the shop draws. */
export function parseIconFile(file: string): IconFile | null {
  const icon = /^(icon|maskable|apple-touch-icon)-(\d{2,3})\.png$/.exec(file);
  if (icon) {
    const variant = icon[1] as IconVariant;
    const size = Number(icon[2]);
    return SIZES[variant].includes(size) ? { kind: 'icon', variant, size } : null;
  }
  const shortcut = /^shortcut-(search|cart|orders)-(\d{2,3})\.png$/.exec(file);
  if (shortcut && Number(shortcut[2]) === SHORTCUT_ICON_SIZE)
    return { kind: 'shortcut', glyph: shortcut[1] as ShortcutGlyph, size: SHORTCUT_ICON_SIZE };
  return null;
}

/** A logo at least this many times as wide as tall is a mark followed by the brand's name. */
const WORDMARK_ASPECT = 2;

/**
 * The part of the logo an icon shows, and what is inside the logo's root. A square-ish
 * logo is shown whole. A wide one (the seeds' are 220 × 48: a basket, then the name)
 * would be a thin line of unreadable text on a 48 px icon, so the icon shows its
 * leading square, the brand's mark: a brand whose wide logo opens with no mark gives
 * itself a square logo.
 */
function logoParts(logoSvg: string): { viewBox: [number, number, number, number]; inner: string } {
  const svg = logoSvg.replace(/^\s*(<\?xml[^>]*>\s*)?(<!DOCTYPE[^>]*>\s*)?/i, '');
  const open = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('A brand logo must be an <svg> document');
  const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)`).exec(open)?.[1]);
  const box = /\sviewBox="([^"]+)"/
    .exec(open)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const viewBox: [number, number, number, number] =
    box?.length === 4 && box.every(Number.isFinite)
      ? [box[0]!, box[1]!, box[2]!, box[3]!]
      : [0, 0, number('width'), number('height')];
  if (!(viewBox[2] > 0 && viewBox[3] > 0)) throw new Error('A brand logo needs a size');
  if (viewBox[2] >= WORDMARK_ASPECT * viewBox[3]) viewBox[2] = viewBox[3];
  return { viewBox, inner: svg.slice(open.length, close) };
}

/**
 * A square icon of `size` pixels: the logo (or its mark), centred, on a white tile (the logos
 * are drawn in the brand's colours for a white page). 'icon' has rounded corners and
 * a margin; a maskable icon is full-bleed with the logo inside the safe circle (radius
 * 40 % of the side, a little less for air); iOS's is full-bleed (it rounds the corners
 * itself and would fill transparent ones in black).
 */
export function appIconSvg(logoSvg: string, variant: IconVariant, size: number): string {
  const { viewBox, inner } = logoParts(logoSvg);
  const aspect = viewBox[2] / viewBox[3];
  let width: number;
  if (variant === 'maskable') {
    // The logo's corners on a circle of radius 0.37 × size: (w/2)² + (w/2a)² = r².
    width = (2 * 0.37 * size) / Math.sqrt(1 + 1 / (aspect * aspect));
  } else {
    const box = 0.84 * size;
    width = Math.min(box, box * aspect);
  }
  const height = width / aspect;
  const round = (n: number) => Math.round(n * 100) / 100;
  const tile =
    variant === 'icon'
      ? `<rect width="${size}" height="${size}" rx="${round(size * 0.18)}" fill="#ffffff"/>`
      : `<rect width="${size}" height="${size}" fill="#ffffff"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    tile,
    `<svg x="${round((size - width) / 2)}" y="${round((size - height) / 2)}" width="${round(width)}" height="${round(height)}" viewBox="${viewBox.join(' ')}" preserveAspectRatio="xMidYMid meet">`,
    inner,
    '</svg>',
    '</svg>',
  ].join('');
}

/** Lucide's search, shopping-cart and receipt glyphs (ISC licence), on a 24-unit grid. */
const GLYPHS: Record<ShortcutGlyph, string> = {
  search: '<circle cx="11" cy="11" r="8"/><path d="m21 21-4.3-4.3"/>',
  cart: '<circle cx="8" cy="21" r="1"/><circle cx="19" cy="21" r="1"/><path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12"/>',
  orders:
    '<path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1Z"/><path d="M16 8h-6a2 2 0 1 0 0 4h4a2 2 0 1 1 0 4H8"/><path d="M12 17.5v-11"/>',
};

/** A shortcut's icon: its glyph in white on the brand's colour, full-bleed (launchers crop it). */
export function shortcutIconSvg(glyph: ShortcutGlyph, colour: string, size: number): string {
  const glyphSize = size * 0.5;
  const offset = (size - glyphSize) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${colour.replace(/[^#\w(),.% -]/g, '')}"/>`,
    `<svg x="${offset}" y="${offset}" width="${glyphSize}" height="${glyphSize}" viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">`,
    GLYPHS[glyph],
    '</svg>',
    '</svg>',
  ].join('');
}
