import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { emitDeliveryUpdate, type DeliveryUpdateKind } from '../delivery-events';
import { deliveryKeys } from './keys';

/**
 * After the cart's address or timeslot changed: the answered cart goes into
 * the cache, the cart is reloaded (docs/rules/cart.md: setting either reloads the cart),
 * the calendars and the default stars are read again, and the change is
 * broadcast to whoever listens (docs/rules/delivery-and-slots.md Address edit 6).
 */
export function applyDeliveryChange(
  queryClient: QueryClient,
  cart: Cart,
  kind: DeliveryUpdateKind,
): void {
  queryClient.setQueryData(cartKeys.view(), cart);
  void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.timeslots() });
  if (kind === 'address')
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.addresses() });
  emitDeliveryUpdate({ kind, cart });
}
