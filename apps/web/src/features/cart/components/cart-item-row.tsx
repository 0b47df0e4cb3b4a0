import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { eurosToCents, formatEuro, quantityRulesOf, type CartItem } from '@spesa/domain';
import { PriceBlock, PromoBox, ProductImage, QuantityControl } from '../../../components/product';
import { Checkbox } from '../../../ui';
import type { LineActions } from '../hooks/use-line-actions';
import { useUpdateItemInfos } from '../api/update-item-infos';
import { isProvisionalLine } from '../model/optimistic';

export interface CartItemRowProps {
  line: CartItem;
  actions: LineActions;
  /** The product's promo box: only in the checkout (SPEC §2). */
  showPromo?: boolean;
}

/**
 * SPEC §2 Cart item row: remove button, image, name, short description,
 * description, price, −/+ with the unit, promo box (checkout), line total and
 * the line's accept-alternatives option.
 */
export function CartItemRow({ line, actions, showPromo = false }: CartItemRowProps) {
  const { t } = useTranslation('cart');
  const alternativesId = useId();
  const updateInfos = useUpdateItemInfos();
  const { product } = line;
  const rules = quantityRulesOf(product);
  const provisional = isProvisionalLine(line);
  const options = product.selectOptions.filter((o) => o.selected);

  return (
    <li className="flex gap-3 py-4" aria-busy={provisional || undefined}>
      <div className="w-16 shrink-0 sm:w-20">
        <ProductImage
          src={product.mediaURL}
          alt=""
          size={80}
          className="rounded-lg bg-surface-muted"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="leading-snug font-bold text-ink">{product.name}</p>
            {product.shortDescr ? (
              <p className="text-sm text-ink-muted">{product.shortDescr}</p>
            ) : null}
            {product.description ? (
              <p className="line-clamp-1 text-xs text-ink-muted">{product.description}</p>
            ) : null}
            {options.length > 0 ? (
              <p className="text-sm text-ink">
                {options
                  .map(
                    (o) =>
                      `${o.name}: ${o.options.find((v) => v.key === o.selected?.key)?.name ?? ''}`,
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
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-danger disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        <PriceBlock product={product} />
        {showPromo && product.warehousePromo ? <PromoBox promo={product.warehousePromo} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityControl
            rules={rules}
            value={line.quantity}
            name={product.name}
            size="sm"
            disabled={provisional}
            line={{
              onIncrease: () => actions.increase(line),
              onDecrease: () => actions.decrease(line),
              onTyped: (text) => actions.type(line, text),
            }}
          />
          <p className="text-right">
            <span className="sr-only">{t('item.total')} </span>
            <span className="text-lg font-extrabold text-ink tabular-nums">
              {provisional ? '…' : formatEuro(eurosToCents(line.grossTotal))}
            </span>
          </p>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={alternativesId}
            checked={line.cartItemInfo.accept_alternatives === 'true'}
            disabled={provisional}
            onCheckedChange={(checked) =>
              updateInfos.mutate({ itemIds: [line.itemId], acceptAlternatives: checked === true })
            }
          />
          <label htmlFor={alternativesId} className="cursor-pointer text-sm text-ink">
            {t('item.acceptAlternatives')}
          </label>
        </div>
      </div>
    </li>
  );
}
