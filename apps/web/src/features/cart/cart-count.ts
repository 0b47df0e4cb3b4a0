import type { Cart } from '@spesa/domain';

function quantityOf(line: unknown): number {
  if (typeof line !== 'object' || line === null || !('quantity' in line)) return 0;
  const { quantity } = line as { quantity: unknown };
  return typeof quantity === 'number' && Number.isFinite(quantity) ? quantity : 0;
}

/**
 * docs/rules/cart.md Cart texts: the badge counts each line as its quantity, or 1 when
 * the quantity is not positive.
 */
export function cartBadgeCount(lines: readonly unknown[]): number {
  return lines.reduce<number>((sum, line) => {
    const quantity = quantityOf(line);
    return sum + (quantity > 0 ? quantity : 1);
  }, 0);
}

/**
 * The badge count of a cart, in whole units as the badge shows it (2.5 kg of
 * apples and a pack read 'Carrello, 4 prodotti' beside a badge of 4, never
 * '3.5 prodotti'); 0 when it is not known.
 */
export function cartBadgeCountOf(cart: Pick<Cart, 'cartItems'> | null | undefined): number {
  return cart ? Math.round(cartBadgeCount(cart.cartItems)) : 0;
}

/** What the badge shows: whole units as they are, weights rounded, large counts capped. */
export function formatBadgeCount(count: number): string {
  const whole = Math.round(count);
  return whole > 99 ? '99+' : String(whole);
}
