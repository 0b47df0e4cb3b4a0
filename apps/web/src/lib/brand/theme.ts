import type { BrandTheme } from '@spesa/domain';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Defaults when a brand sends nothing usable: a deep supermarket red and a leaf green, both AA with white. */
export const DEFAULT_THEME: BrandTheme = {
  primary: '#b3131b',
  primaryDark: '#8a0f15',
  secondary: '#1e7a3c',
  secondaryDark: '#155c2c',
  accent: '#f5b301',
};

function parseHex(color: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours; 0 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 0;
  const [l1, l2] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The first colour on which white text reaches AA, else the fallback. */
export function readableOnWhiteText(candidates: string[], fallback: string): string {
  return candidates.find((c) => contrastRatio(c, '#ffffff') >= MIN_TEXT_CONTRAST) ?? fallback;
}

/** The CSS custom properties behind the Tailwind tokens (same names as the server's injected brand-theme style). */
export function themeVariables(theme: BrandTheme): Record<string, string> {
  const primary = readableOnWhiteText([theme.primary, theme.primaryDark], DEFAULT_THEME.primary);
  const primaryDark = readableOnWhiteText([theme.primaryDark], DEFAULT_THEME.primaryDark);
  const secondary = readableOnWhiteText(
    [theme.secondary, theme.secondaryDark],
    DEFAULT_THEME.secondary,
  );
  const secondaryDark = readableOnWhiteText([theme.secondaryDark], DEFAULT_THEME.secondaryDark);
  const accent = parseHex(theme.accent) ? theme.accent : DEFAULT_THEME.accent;
  return {
    '--color-primary': primary,
    '--color-primary-dark': primaryDark,
    '--color-secondary': secondary,
    '--color-secondary-dark': secondaryDark,
    '--color-accent': accent,
  };
}

/** Applies a brand's colours to the document and to the browser's theme colour. */
export function applyTheme(theme: BrandTheme, doc: Document = document): void {
  const variables = themeVariables(theme);
  for (const [name, value] of Object.entries(variables))
    doc.documentElement.style.setProperty(name, value);
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = variables['--color-primary'] ?? DEFAULT_THEME.primary;
}
