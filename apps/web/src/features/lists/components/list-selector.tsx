import { useId, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { listQuantityRules, type Product, type Wishlist } from '@spesa/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { QuantityControl } from '../../../components/product';
import {
  Alert,
  Badge,
  Button,
  PopoverContent,
  SMALL_UP,
  Skeleton,
  useMediaQuery,
} from '../../../ui';
import { useLists } from '../api/get-lists';
import { useAddToList } from '../api/use-list-mutations';
import { CreateListForm } from './create-list-form';

/** Every list a shopper may have fits one call (docs/rules/lists.md Limits: 100 named lists). */
const ALL_LISTS = 100;

export interface ListSelectorProps {
  product: Product;
  open: boolean;
  /** The button that opened it: the popover sits beside it and gives it the focus back. */
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The panel itself takes the focus, not its first field: a phone's keyboard would
 * cover the lists the shopper came to pick.
 */
const focusPanel = (event: Event) => {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
};

/**
 * 'Aggiungi a una lista' (docs/rules/account.md Lists selector): a sheet on phones, a
 * popover beside the button from sm up, with the same panel.
 */
export function ListSelector({ product, open, anchor, onClose }: ListSelectorProps) {
  const { t } = useTranslation('lists');
  const wide = useMediaQuery(SMALL_UP);
  const panel = <ListSelectorPanel product={product} onDone={onClose} />;
  if (!wide)
    return (
      <DialogFrame
        open={open}
        onClose={onClose}
        title={t('selector.title')}
        onOpenAutoFocus={focusPanel}
        className="top-auto bottom-0 left-0 max-h-[90dvh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none"
      >
        <div className="overflow-y-auto px-5 pb-5">{panel}</div>
      </DialogFrame>
    );
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <PopoverPrimitive.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <PopoverContent
        align="end"
        className="w-80 max-w-[calc(100vw-2rem)]"
        aria-label={t('selector.title')}
        onOpenAutoFocus={focusPanel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.focus();
        }}
      >
        <h2 className="mb-3 text-base font-extrabold text-ink">{t('selector.title')}</h2>
        {panel}
      </PopoverContent>
    </PopoverPrimitive.Root>
  );
}

/** The quantity, the lists the shopper may change with their counts, and a new list. */
function ListSelectorPanel({ product, onDone }: { product: Product; onDone: () => void }) {
  const { t } = useTranslation('lists');
  const rules = listQuantityRules(product);
  const [quantity, setQuantity] = useState(rules.first);
  const lists = useLists(1, ALL_LISTS);
  const add = useAddToList();
  const headingId = useId();

  const addTo = (list: Wishlist) =>
    add.mutate(
      { listId: list.listId, items: [{ productId: product.productId, quantity }] },
      { onSuccess: onDone },
    );

  const editable = lists.data?.lists.filter((list) => list.editable) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-semibold text-ink">{t('selector.quantity')}</p>
        <QuantityControl
          rules={rules}
          value={quantity}
          onChange={setQuantity}
          name={product.name}
          size="sm"
        />
      </div>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="sr-only">
          {t('selector.title')}
        </h3>
        {lists.isPending ? (
          <div role="status" aria-label={t('selector.loading')} className="flex flex-col gap-2">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : lists.isError ? (
          <Alert variant="error">
            {t('selector.loadError')}{' '}
            <Button variant="link" onClick={() => void lists.refetch()}>
              {t('selector.retry')}
            </Button>
          </Alert>
        ) : editable.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('selector.empty')}</p>
        ) : (
          <ul className="flex max-h-[300px] flex-col gap-1 overflow-y-auto">
            {editable.map((list) => (
              <li key={list.listId}>
                <button
                  type="button"
                  disabled={add.isPending}
                  onClick={() => addTo(list)}
                  className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-surface-muted disabled:cursor-wait"
                >
                  <span className="min-w-0 flex-1 truncate">
                    {list.name}
                    {list.sharingData.owner ? (
                      <span className="block text-xs font-normal text-ink-muted">
                        {t('selector.sharedBy', list.sharingData.owner)}
                      </span>
                    ) : null}
                  </span>
                  <Badge variant="neutral" aria-label={t('selector.items', { count: list.size })}>
                    {list.size}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreateListForm onCreated={(list) => addTo(list)} className="border-t border-line pt-4" />
    </div>
  );
}
