/** A simple, legible logo: a basket mark in the brand colour and the brand name. */
export function brandLogoSvg(name: string, primary: string, secondary: string): string {
  const safe = name.replace(/[&<>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="48" viewBox="0 0 220 48" role="img" aria-label="${safe}">
  <rect x="2" y="4" width="40" height="40" rx="10" fill="${primary}"/>
  <path d="M11 20h22l-2.5 14a3 3 0 0 1-3 2.5h-11a3 3 0 0 1-3-2.5z" fill="#fff"/>
  <path d="M16 20l5-8M28 20l-5-8" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>
  <circle cx="35" cy="12" r="5" fill="${secondary}"/>
  <text x="52" y="32" font-family="Helvetica, Arial, sans-serif" font-size="21" font-weight="700" fill="${primary}">${safe}</text>
</svg>`;
}
