import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatQuantity,
  quantityRulesOf,
  type ChosenOptions,
  type LineProduct,
} from '@spesa/domain';
import { trackCartChange } from '../../../lib/analytics';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { useCheckoutFlow } from '../../../lib/checkout';
import { useAddToCart } from '../api/add-to-cart';
import { notifyCartError, notifyCartSuccess } from '../model/cart-messages';
import { useCartLine } from './use-cart-line';
import { useLineActions } from './use-line-actions';

const NEEDS_DELIVERY = ['cart.need_address', 'cart.need_timeslot'];

/**
 * A product and its cart line (docs/rules/catalog.md product card, docs/rules/quantities-and-prices.md Quantity, docs/rules/cart.md): the
 * first add goes through login, address and timeslot (the delivery feature's
 * checkout flow), then the product's options, then the add; afterwards −/+
 * change the line.
 */
export function useProductCart(product: LineProduct) {
  const { t } = useTranslation('cart');
  const brand = useBrand();
  const flow = useCheckoutFlow();
  const add = useAddToCart();
  const actions = useLineActions();
  const rules = quantityRulesOf(product);
  const line = useCartLine(product.productId);
  /** The quantity waiting for the option selector; null when it is not asked. */
  const [optionsFor, setOptionsFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const acceptAlternatives = product.warehousePromo
    ? brand.config.acceptAlternativesPromoDefault
    : brand.config.acceptAlternativesDefault;

  async function send(quantity: number, options: ChosenOptions | undefined, retry: boolean) {
    try {
      await add.mutateAsync({ product, quantity, options, acceptAlternatives });
      trackCartChange(product, quantity);
      notifyCartSuccess(
        t('toasts.added', { quantity: formatQuantity(rules, quantity), name: product.name }),
      );
    } catch (error) {
      // The server still wants an address or a slot: the flow asks for it, then the add again.
      if (retry && isApiError(error) && NEEDS_DELIVERY.includes(error.code)) {
        if (await flow.ensureReadyToAdd()) await send(quantity, options, false);
        return;
      }
      notifyCartError(error, 'productAddError');
    }
  }

  /** The first add: login → address → slot (as needed) → options (as needed) → add. */
  async function addFirst(quantity: number = rules.first) {
    setBusy(true);
    try {
      if (!(await flow.ensureReadyToAdd())) return;
      if (rules.options.length > 0) {
        setOptionsFor(quantity);
        return;
      }
      await send(quantity, undefined, true);
    } finally {
      setBusy(false);
    }
  }

  return {
    rules,
    line,
    quantity: line?.quantity ?? 0,
    busy: busy || add.isPending,
    addFirst,
    increase: () => (line ? actions.increase(line) : void addFirst()),
    decrease: () => line && actions.decrease(line),
    type: (text: string) => line && actions.type(line, text),
    /** docs/rules/catalog.md Product card: the brand lets −/+ change the line here, else the cart does. */
    updateCart: brand.flags.updateCart,
    /** The line's quantity as the shopper reads it ('2 pz'). */
    quantityText: line ? formatQuantity(rules, line.quantity) : '',
    /** The option selector is open (modal or inline, by the brand flag). */
    choosingOptions: optionsFor !== null,
    optionsModal: brand.flags.optionsSelectorModal,
    chooseOptions: (options: ChosenOptions) => {
      const quantity = optionsFor ?? rules.first;
      setOptionsFor(null);
      void send(quantity, options, true);
    },
    cancelOptions: () => setOptionsFor(null),
    actions,
  };
}
