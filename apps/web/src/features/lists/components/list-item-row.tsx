import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Trash2, TriangleAlert } from 'lucide-react';
import { listQuantityRules, type WishlistItem } from '@spesa/domain';
import { PriceBlock } from '../../../components/product/price-block';
import { ProductImage } from '../../../components/product/product-image';
import { QuantityControl } from '../../../components/product/quantity-control';
import { productPath } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { cn } from '../../../ui';
import { useRemoveListItems, useUpdateListItems } from '../api/use-list-mutations';

/** How long −/+ wait for the next press before the list is told the quantity. */
const QUANTITY_SETTLE_MS = 400;

/**
 * The quantity a row shows: the shopper's while it waits to be sent or is on
 * its way, then the list's answer. A refusal (toasted) shows the list's again.
 * A row that goes (the shopper leaves the page) sends what was still waiting.
 */
function useItemQuantity(listId: number, item: WishlistItem) {
  const { mutate } = useUpdateListItems();
  const [wanted, setWanted] = useState<number | null>(null);
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => {
    waiting.current = null;
    if (wanted === null || wanted === item.quantity) return;
    const send = () => {
      waiting.current = null;
      mutate(
        { listId, items: [{ itemId: item.itemId, quantity: wanted }] },
        { onSettled: () => setWanted((now) => (now === wanted ? null : now)) },
      );
    };
    waiting.current = send;
    const timer = setTimeout(send, QUANTITY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [wanted, item.quantity, item.itemId, listId, mutate]);
  useEffect(() => () => waiting.current?.(), []);
  return { value: wanted ?? item.quantity, change: setWanted };
}

/** The stock mark of calculate_stock: what cannot be bought at the cart's warehouse now. */
function StockMark({ item }: { item: WishlistItem }) {
  const { t } = useTranslation('lists');
  if (!item.stock || item.stock.status === 'available') return null;
  return (
    <p className="mt-1 inline-flex items-start gap-1.5 rounded-md bg-warning-soft px-2 py-1 text-sm font-semibold text-ink">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      {item.stock.message ?? t('detail.unavailable')}
    </p>
  );
}

function EditableQuantity({ listId, item }: { listId: number; item: WishlistItem }) {
  const { value, change } = useItemQuantity(listId, item);
  if (!item.product) return null;
  return (
    <QuantityControl
      rules={listQuantityRules(item.product)}
      value={value}
      onChange={change}
      name={item.product.name}
      size="sm"
    />
  );
}

/**
 * One product of a list: picture, name, price, stock mark; on a list the
 * shopper may change, −/+ (sent once the presses settle) and remove; on one
 * they may not, the quantity as text.
 */
export function ListItemRow({
  listId,
  item,
  editable,
}: {
  listId: number;
  item: WishlistItem;
  editable: boolean;
}) {
  const { t } = useTranslation('lists');
  const remove = useRemoveListItems();
  const { product } = item;
  const name = product?.name ?? item.name;
  const gone = item.stock !== undefined && item.stock.status !== 'available';
  return (
    // Phones: the picture beside the name, −/+ under the name, remove in the corner; with the
    // text at 200 % the name and the −/+ under the picture; from sm up one row.
    <li className="grid grid-cols-[4rem_minmax(0,1fr)_auto] gap-x-3 gap-y-2 py-4 [grid-template-areas:'img_info_remove'_'img_qty_qty'] @max-2xs/page:[grid-template-areas:'img_img_remove'_'info_info_info'_'qty_qty_qty'] sm:grid-cols-[5rem_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-x-4 sm:[grid-template-areas:'img_info_qty_remove']">
      <div className={cn('self-start [grid-area:img] sm:self-center', gone && 'opacity-60')}>
        {product ? (
          <ProductImage
            src={product.mediaURL}
            alt=""
            size={80}
            className="rounded-lg bg-surface-muted"
          />
        ) : (
          <span className="flex aspect-square items-center justify-center rounded-lg bg-surface-muted text-ink-subtle">
            <ImageOff aria-hidden="true" className="size-6" />
          </span>
        )}
      </div>
      <div className="min-w-0 [grid-area:info]">
        {product ? (
          <AppLink
            to={productPath(product)}
            className="line-clamp-2 font-bold text-ink hover:text-primary hover:underline"
          >
            {name}
          </AppLink>
        ) : (
          <p className="font-bold text-ink">{name}</p>
        )}
        {product?.shortDescr ? (
          <p className="text-sm text-ink-muted">{product.shortDescr}</p>
        ) : null}
        {product ? <PriceBlock product={product} compactOnPhone className="mt-1" /> : null}
        <StockMark item={item} />
      </div>
      <div className="[grid-area:qty]">
        {editable && product ? (
          <EditableQuantity listId={listId} item={item} />
        ) : item.quantityDisplay ? (
          <p className="font-semibold text-ink">
            {t('detail.quantity', { quantity: item.quantityDisplay })}
          </p>
        ) : null}
      </div>
      {editable ? (
        <button
          type="button"
          onClick={() => remove.mutate({ listId, itemIds: [item.itemId] })}
          disabled={remove.isPending}
          aria-label={t('detail.remove', { name })}
          className="-mt-2 -mr-2 inline-flex size-11 cursor-pointer items-center justify-center self-start rounded-full text-ink-muted [grid-area:remove] hover:bg-surface-muted hover:text-danger disabled:cursor-wait disabled:opacity-50 sm:m-0 sm:self-center"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      ) : null}
    </li>
  );
}
