import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  eurosToCents,
  formatEuro,
  isWeighedLine,
  quantityRulesOf,
  type CartItem,
} from '@spesa/domain';
import { PriceBlock, PromoBox, ProductImage, QuantityControl } from '../../../components/product';
import { Checkbox, cn } from '../../../ui';
import type { LineActions } from '../hooks/use-line-actions';
import { useUpdateItemInfos } from '../api/update-item-infos';
import { isProvisionalLine } from '../model/optimistic';

export interface CartItemRowProps {
  line: CartItem;
  actions: LineActions;
  /** The product's promo box: only in the checkout (docs/rules/cart.md). */
  showPromo?: boolean;
}

/**
 * docs/rules/cart.md Cart item row: remove button, image, name, short description,
 * description, price, −/+ with the unit, promo box (checkout), line total and
 * the line's accept-alternatives option. A weighed line's total is «circa»,
 * with the note that the weight found sets it.
 */
export function CartItemRow({ line, actions, showPromo = false }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const alternativesId = useId();
  const updateInfos = useUpdateItemInfos();
  const { product } = line;
  const rules = quantityRulesOf(product);
  const provisional = isProvisionalLine(line);
  const options = product.selectOptions.filter((o) => o.selected);
  const total = formatEuro(eurosToCents(line.grossTotal));
  const estimated = isWeighedLine(line);

  const promo = showPromo ? product.warehousePromo : undefined;

  return (
    // One grid, three arrangements: on phones the picture beside the name and the price with the
    // line's total, then −/+ beside the alternatives across the row; from sm up the picture
    // keeps its column and the total sits beside −/+; with the text at 200 % each part has a
    // row of its own (beside the picture the name had a few letters a line).
    <li
      className={cn(
        'grid grid-cols-[3.5rem_minmax(0,1fr)_auto] gap-x-3 gap-y-1.5 py-3 @max-2xs/page:grid-cols-[minmax(0,1fr)_auto] sm:gap-y-2 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:py-4',
        promo
          ? "[grid-template-areas:'img_name_remove'_'img_price_total'_'promo_promo_promo'_'bottom_bottom_bottom'] @max-2xs/page:[grid-template-areas:'img_remove'_'name_name'_'price_price'_'total_total'_'promo_promo'_'bottom_bottom'] sm:[grid-template-areas:'img_name_remove'_'img_price_price'_'img_promo_promo'_'img_bottom_total']"
          : "[grid-template-areas:'img_name_remove'_'img_price_total'_'bottom_bottom_bottom'] @max-2xs/page:[grid-template-areas:'img_remove'_'name_name'_'price_price'_'total_total'_'bottom_bottom'] sm:[grid-template-areas:'img_name_remove'_'img_price_price'_'img_bottom_total']",
      )}
      aria-busy={provisional || undefined}
    >
      <div className="[grid-area:img]">
        <ProductImage
          src={product.mediaURL}
          alt=""
          size={80}
          className="rounded-lg bg-surface-muted"
        />
      </div>
      <div className="min-w-0 [grid-area:name]">
        <p className="line-clamp-3 text-[0.9375rem] leading-snug font-bold text-ink @max-2xs/page:line-clamp-none sm:line-clamp-none sm:text-base">
          {product.name}
        </p>
        {product.shortDescr ? (
          // Shown on phones too: the name is cut there, and a pack and its package read the same.
          <p className="text-xs text-ink-muted sm:text-sm">{product.shortDescr}</p>
        ) : null}
        {product.description ? (
          <p className="hidden text-xs text-ink-muted sm:line-clamp-1">{product.description}</p>
        ) : null}
        {options.length > 0 ? (
          <p className="text-sm text-ink">
            {options
              .map(
                (o) => `${o.name}: ${o.options.find((v) => v.key === o.selected?.key)?.name ?? ''}`,
              )
              .join(' · ')}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => actions.requestRemove(line)}
        disabled={provisional}
        aria-label={t('item.remove', { name: product.name })}
        className="-mt-2 -mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted [grid-area:remove] hover:bg-surface-muted hover:text-danger disabled:cursor-not-allowed disabled:opacity-50 sm:-mt-1 sm:-mr-1"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 [grid-area:price]">
        <PriceBlock product={product} compactOnPhone />
        {/* On a phone the row stays compact: the summary says it once under the total. */}
        {estimated ? (
          <p className="hidden text-sm text-ink-muted sm:block">{t('item.estimatedNote')}</p>
        ) : null}
        {line.promoDiscount && !provisional && product.warehousePromo ? (
          <p className="text-xs font-semibold text-secondary-dark sm:text-sm">
            {t('item.offerSaving', {
              offer: product.warehousePromo.view.header,
              amount: formatEuro(eurosToCents(line.promoDiscount)),
            })}
          </p>
        ) : null}
      </div>
      {promo ? <PromoBox promo={promo} className="[grid-area:promo]" /> : null}
      <p className="self-center text-right [grid-area:total]">
        {line.promoDiscount && !provisional ? (
          <>
            <span className="sr-only">{t('item.beforeOffer')} </span>
            <del className="block text-sm text-ink-muted tabular-nums">
              {formatEuro(eurosToCents(line.grossTotal + line.promoDiscount))}
            </del>
          </>
        ) : null}
        <span className="sr-only">{t('item.total')} </span>
        {estimated && !provisional ? (
          // Above the amount on a phone, so the total's column stays as narrow as the amount.
          <span className="block text-xs font-semibold text-ink-muted sm:inline sm:text-base sm:font-extrabold sm:text-ink">
            {t('item.about')}{' '}
          </span>
        ) : null}
        <span className="text-base font-extrabold text-ink tabular-nums sm:text-lg">
          {provisional ? '…' : total}
        </span>
      </p>
      <div className="flex items-center gap-3 [grid-area:bottom] @max-2xs/page:flex-wrap">
        <QuantityControl
          rules={rules}
          value={line.quantity}
          name={product.name}
          size="sm"
          disabled={provisional}
          className="shrink-0"
          line={{
            onIncrease: () => actions.increase(line),
            onDecrease: () => actions.decrease(line),
            onTyped: (text) => actions.type(line, text),
          }}
        />
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={alternativesId}
            checked={line.cartItemInfo.accept_alternatives === 'true'}
            disabled={provisional}
            onCheckedChange={(checked) =>
              updateInfos.mutate({ itemIds: [line.itemId], acceptAlternatives: checked === true })
            }
          />
          <label
            htmlFor={alternativesId}
            className="cursor-pointer text-xs leading-tight text-ink sm:text-sm"
          >
            {t('item.acceptAlternatives')}
          </label>
        </div>
      </div>
    </li>
  );
}
