/** What the shopper touched or focused last (its card or cart line), and when. */
export interface Touch {
  element: Element;
  at: number;
}

/** A box on the screen, in CSS pixels from its top left. */
export interface ScreenBox {
  top: number;
  bottom: number;
}

/** How tall one more toast is, with the gap above it (measured: 52–72 px, two-line texts the tallest). */
export const TOAST_ROOM_PX = 80;

/** The toasts' distance from the top of the screen when they float there. */
export const TOAST_TOP_PX = 16;

/** How long a touch counts as what the shopper is using: a toast later than that answers something else. */
export const TOUCH_RECENT_MS = 10_000;

/**
 * Where the toasts float (docs/rules/shop-shell.md Notifications): at the bottom of the floating
 * area, unless they would cover what the shopper has just touched (a product card's
 * stepper, a line of the cart drawer); then at the top. The bottom band runs from the
 * screen's bottom up over what the toasts keep clear of (`reservedBottom`: their
 * distance and the lift of a footer or a notice) and the toasts already there plus
 * the new one; the top band is as tall from the top. On a tie the bottom wins.
 */
export function toastEdge(
  touched: ScreenBox | null,
  screenHeight: number,
  reservedBottom: number,
  stackHeight: number,
): 'top' | 'bottom' {
  if (!touched) return 'bottom';
  const overlap = (band: ScreenBox) =>
    Math.max(0, Math.min(band.bottom, touched.bottom) - Math.max(band.top, touched.top));
  const bottomBand = { top: screenHeight - reservedBottom - stackHeight, bottom: screenHeight };
  const topBand = { top: 0, bottom: TOAST_TOP_PX + stackHeight };
  return overlap(bottomBand) > overlap(topBand) ? 'top' : 'bottom';
}
