/**
 * WordPress answers titles as HTML (title.rendered: 'L&#8217;offerta'); as
 * text they are decoded, never injected.
 */
export function decodeEntities(html: string): string {
  if (typeof DOMParser === 'undefined') return html;
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}
