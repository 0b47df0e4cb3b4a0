import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingCart } from 'lucide-react';
import { openCartDrawer } from '../../../lib/cart';
import type { LineProduct } from '@spesa/domain';
import { QuantityControl, canBuy } from '../../../components/product';
import { Button, cn, lazyPart, useOpenedOnce } from '../../../ui';
import { useProductCart } from '../hooks/use-product-cart';
import { useFocusFollowsAdd } from '../hooks/use-focus-follows-add';
import { OptionSelectorForm } from './option-selector';
import { isProvisionalLine } from '../model/optimistic';

/**
 * The card's dialogs, and Radix's dialog stack with them, load when one is first needed:
 * every page of products would otherwise load them before it can respond (issue 12).
 */
const OptionSelectorDialog = lazyPart(
  () => import('./option-selector-dialog'),
  (m) => m.OptionSelectorDialog,
);
const RemoveLineDialog = lazyPart(
  () => import('./remove-line-dialog'),
  (m) => m.RemoveLineDialog,
);

/** Fetches the cart control's dialogs once the page is idle, so that they open at once. */
export function preloadCartControlDialogs(): void {
  OptionSelectorDialog.preload();
  RemoveLineDialog.preload();
}

export interface ProductCartControlProps {
  product: LineProduct;
  /** card: a compact 'Aggiungi' that adds the first quantity; page: a quantity to choose, then the add. */
  variant?: 'card' | 'page';
  className?: string;
}

/**
 * The product's cart control (docs/rules/catalog.md product card and product page): an add
 * button until the product is in the cart, then −/+ on its line. The add goes
 * through login, address, slot and options as needed.
 */
export function ProductCartControl({
  product,
  variant = 'card',
  className,
}: ProductCartControlProps) {
  const { t } = useTranslation('cart');
  const cart = useProductCart(product);
  const { rules, line } = cart;
  const [chosenQuantity, setChosenQuantity] = useState(rules.first);
  const compact = variant === 'card';
  // A page holds dozens of cards: their dialogs mount when first needed, not with the card.
  const optionsDialogMounted = useOpenedOnce(cart.optionsModal && cart.choosingOptions);
  const removeDialogMounted = useOpenedOnce(cart.actions.pendingRemove !== null);
  const root = useRef<HTMLDivElement>(null);
  const addAsked = useFocusFollowsAdd(
    root,
    line !== undefined,
    !cart.busy && !cart.choosingOptions,
  );
  // A busy add stays focusable (aria-disabled, not disabled): a dialog it opened gives focus
  // back to it on closing, and a disabled button would have dropped it to the page.
  const add = (quantity?: number) => {
    if (cart.busy) return;
    addAsked();
    void cart.addFirst(quantity);
  };

  if (!canBuy(rules, product) && !line)
    return (
      <Button variant="outline-neutral" disabled block={compact} className={className}>
        {t('product.unavailable')}
      </Button>
    );

  const selector =
    cart.choosingOptions && !cart.optionsModal ? (
      <OptionSelectorForm
        product={product}
        onSubmit={cart.chooseOptions}
        onCancel={cart.cancelOptions}
        className="mt-3 rounded-xl border border-line bg-surface-muted p-3"
      />
    ) : null;

  // The cart is known only after the page is shown (rendered on the server, or before the
  // cart has answered): the add and the in-cart states take the same height, so that a
  // product already in the cart does not push the page down when it switches.
  return (
    <div ref={root} className={cn('flex flex-col', compact ? 'w-full' : 'min-h-20', className)}>
      {line && !cart.updateCart ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold text-secondary-dark">
            {t('product.inCartQuantity', { quantity: cart.quantityText })}
          </p>
          <Button
            variant="outline"
            size={compact ? 'sm' : undefined}
            block={compact}
            onClick={openCartDrawer}
          >
            {t('product.editInCart')}
          </Button>
        </div>
      ) : line ? (
        <div className="flex flex-col gap-1">
          <QuantityControl
            rules={rules}
            value={line.quantity}
            name={product.name}
            size={compact ? 'sm' : 'md'}
            fill={compact}
            // Until the add is answered the line has no id the server knows: − and + wait for it.
            disabled={isProvisionalLine(line)}
            line={{ onIncrease: cart.increase, onDecrease: cart.decrease, onTyped: cart.type }}
          />
          {variant === 'page' ? (
            <p className="text-sm font-semibold text-secondary-dark">{t('product.inCart')}</p>
          ) : null}
        </div>
      ) : compact ? (
        <Button
          block
          className="min-h-12"
          onClick={() => add()}
          aria-disabled={cart.busy || undefined}
          aria-label={t('product.addName', { name: product.name })}
          aria-expanded={
            cart.optionsModal || product.selectOptions.length === 0
              ? undefined
              : cart.choosingOptions
          }
        >
          <ShoppingCart aria-hidden="true" />
          {t('product.addShort')}
        </Button>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <QuantityControl
            rules={rules}
            value={chosenQuantity}
            onChange={setChosenQuantity}
            name={product.name}
          />
          <Button
            className="min-h-14 px-7"
            onClick={() => add(chosenQuantity)}
            aria-disabled={cart.busy || undefined}
          >
            <ShoppingCart aria-hidden="true" />
            {t('product.add')}
          </Button>
        </div>
      )}
      {selector}
      {optionsDialogMounted ? (
        <Suspense fallback={null}>
          <OptionSelectorDialog
            product={product}
            open={cart.choosingOptions}
            onSubmit={cart.chooseOptions}
            onCancel={cart.cancelOptions}
          />
        </Suspense>
      ) : null}
      {removeDialogMounted ? (
        <Suspense fallback={null}>
          <RemoveLineDialog actions={cart.actions} />
        </Suspense>
      ) : null}
    </div>
  );
}
