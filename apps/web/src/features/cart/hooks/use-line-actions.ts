import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatQuantity,
  nextQuantity,
  previousQuantity,
  quantityRulesOf,
  typedQuantity,
  type CartItem,
  type QuantityStep,
} from '@spesa/domain';
import { trackCartChange } from '../../../lib/analytics';
import { useDeleteFromCart } from '../api/delete-from-cart';
import { useUpdateCart } from '../api/update-cart';
import { notifyBelowMinimum, notifyCartError, notifyCartSuccess } from '../model/cart-messages';

/**
 * −, + and a typed quantity on a cart line (docs/rules/quantities-and-prices.md Quantity, the domain's
 * rules): a step that reaches zero asks to confirm the removal first; below
 * the minimum shows errors.minAcq; other refusals show their own text.
 */
export function useLineActions() {
  const { t } = useTranslation('cart');
  const update = useUpdateCart();
  const remove = useDeleteFromCart();
  const [pendingRemove, setPendingRemove] = useState<CartItem | null>(null);

  const apply = (line: CartItem, step: QuantityStep) => {
    if (step.kind === 'remove') setPendingRemove(line);
    else if (step.kind === 'refused') {
      if (step.code === 'errors.minAcq') notifyBelowMinimum();
      else notifyCartError({ code: step.code }, 'errorSettingProduct');
    } else if (step.kind === 'quantity' && step.quantity !== line.quantity) {
      if (step.quantity === 0) setPendingRemove(line);
      else
        update.mutate(
          { itemId: line.itemId, quantity: step.quantity },
          { onSuccess: () => trackCartChange(line, step.quantity - line.quantity) },
        );
    }
  };

  return {
    increase: (line: CartItem) =>
      apply(line, nextQuantity(quantityRulesOf(line.product), line.quantity)),
    decrease: (line: CartItem) =>
      apply(line, previousQuantity(quantityRulesOf(line.product), line.quantity)),
    type: (line: CartItem, text: string) =>
      apply(line, typedQuantity(quantityRulesOf(line.product), text, line.quantity)),
    requestRemove: (line: CartItem) => setPendingRemove(line),
    pendingRemove,
    cancelRemove: () => setPendingRemove(null),
    confirmRemove: () => {
      const line = pendingRemove;
      setPendingRemove(null);
      if (!line) return;
      remove.mutate(
        { itemId: line.itemId, productId: line.product.productId },
        {
          onSuccess: () => {
            trackCartChange(line, -line.quantity);
            notifyCartSuccess(t('toasts.removed', { name: line.product.name }));
          },
        },
      );
    },
    /** The remove question's text: name, quantity and unit (docs/rules/cart.md message.remove). */
    removeMessage: (line: CartItem) =>
      t('remove.message', {
        name: line.product.name,
        quantity: formatQuantity(quantityRulesOf(line.product), line.quantity),
      }),
  };
}

export type LineActions = ReturnType<typeof useLineActions>;
