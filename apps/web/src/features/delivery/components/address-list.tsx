import { useTranslation } from 'react-i18next';
import { Check, Clock, MapPin, Pencil, Star, Trash2 } from 'lucide-react';
import type { Address, Store } from '@spesa/domain';
import { Button, cn } from '../../../ui';
import { formatDistance, streetLine, todaysHours, townLine } from '../format';

export interface AddressListProps {
  addresses: readonly Address[];
  /** The cart's address, marked "In uso". */
  currentAddressId?: number | null;
  /** Choosing makes the address the cart's; absent on the profile page. */
  onChoose?: (address: Address) => void;
  /** The profile page's «Usa per questa spesa», on the addresses not in use. */
  onUse?: (address: Address) => void;
  /** The profile page's «Imposta come preferito», on the addresses without the star. */
  onPrefer?: (address: Address) => void;
  onEdit?: (address: Address) => void;
  onDelete?: (address: Address) => void;
  /** A choice is being sent: the rows wait. */
  disabled?: boolean;
  /** Stores by id, to show today's opening hours beside pickup points. */
  stores?: ReadonlyMap<number, Store>;
  label: string;
}

function DefaultStar() {
  const { t } = useTranslation('delivery');
  return (
    <span className="inline-flex items-center" title={t('selector.default')}>
      <Star aria-hidden="true" className="size-4 fill-accent text-warning" />
      <span className="sr-only">({t('selector.default')})</span>
    </span>
  );
}

/**
 * The addresses of one delivery service (docs/rules/delivery-and-slots.md Address selector): the name
 * with a star on the default, the street and town, and for home addresses the
 * edit and delete buttons. Pickup points show their distance and today's hours.
 */
export function AddressList({
  addresses,
  currentAddressId,
  onChoose,
  onUse,
  onPrefer,
  onEdit,
  onDelete,
  disabled = false,
  stores,
  label,
}: AddressListProps) {
  const { t } = useTranslation('delivery');
  return (
    <ul aria-label={label} className="flex flex-col gap-2.5">
      {addresses.map((address) => {
        const current = address.addressId === currentAddressId;
        const name = address.addressName.trim() || streetLine(address);
        const store = address.storeId !== null ? stores?.get(address.storeId) : undefined;
        const hours = store ? todaysHours(store) : undefined;
        const served = address.active === 1;
        const body = (
          <>
            {onChoose ? (
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                  current ? 'border-primary bg-primary text-white' : 'border-line-strong bg-white',
                )}
              >
                {current ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
            ) : null}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-bold text-ink">{name}</span>
                {address.isDefault ? <DefaultStar /> : null}
                {current ? (
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary">
                    {t('selector.current')}
                  </span>
                ) : null}
              </span>
              {address.companyName ? (
                <span className="text-sm text-ink-muted">
                  {t('selector.companyLocker', { company: address.companyName })}
                </span>
              ) : null}
              <span className="text-sm text-ink">
                {streetLine(address)}, {townLine(address)}
              </span>
              {address.distance !== null || hours !== undefined ? (
                <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-muted">
                  {address.distance !== null ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPin aria-hidden="true" className="size-4" />
                      {t('selector.distance', { distance: formatDistance(address.distance) })}
                    </span>
                  ) : null}
                  {hours !== undefined ? (
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      {hours ? t('selector.openToday', { hours }) : t('selector.closedToday')}
                    </span>
                  ) : null}
                </span>
              ) : null}
              {!served ? (
                <span className="text-sm font-semibold text-danger">{t('selector.notServed')}</span>
              ) : null}
            </span>
          </>
        );
        return (
          <li
            key={address.addressId}
            className={cn(
              'flex items-stretch gap-1 rounded-xl border bg-white transition-colors',
              current ? 'border-primary' : 'border-line',
              onChoose && served && !disabled ? 'hover:border-ink-muted' : '',
            )}
          >
            {onChoose ? (
              <button
                type="button"
                aria-pressed={current}
                disabled={disabled || !served}
                onClick={() => onChoose(address)}
                className="flex min-h-14 min-w-0 flex-1 cursor-pointer items-start gap-3 rounded-xl p-3 text-left disabled:cursor-not-allowed disabled:opacity-70"
              >
                {body}
              </button>
            ) : (
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
                <div className="flex items-start gap-3">{body}</div>
                {(onUse && !current) || (onPrefer && !address.isDefault) ? (
                  <div className="flex flex-wrap gap-2">
                    {onUse && !current ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={disabled || !served}
                        aria-label={t('page.useNamed', { name })}
                        onClick={() => onUse(address)}
                      >
                        {t('page.use')}
                      </Button>
                    ) : null}
                    {onPrefer && !address.isDefault ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={disabled}
                        aria-label={t('page.preferNamed', { name })}
                        onClick={() => onPrefer(address)}
                      >
                        <Star aria-hidden="true" />
                        {t('page.prefer')}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            )}
            {onEdit || onDelete ? (
              <div className="flex shrink-0 items-center gap-0.5 pr-1.5">
                {onEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={disabled}
                    aria-label={t('selector.editNamed', { name })}
                    title={t('selector.edit')}
                    onClick={() => onEdit(address)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={disabled}
                    className="text-danger hover:bg-danger-soft"
                    aria-label={t('selector.deleteNamed', { name })}
                    title={t('selector.delete')}
                    onClick={() => onDelete(address)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
