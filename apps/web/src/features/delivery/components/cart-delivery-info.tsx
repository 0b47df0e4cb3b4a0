import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CalendarClock, Lock, MapPin, PackageCheck, Store, Truck } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { Button, cn } from '../../../ui';
import { isAssigned } from '../../../lib/checkout';
import { deliveryEditability } from '../editability';
import { homeAddressName, shippingAddressLabel, shortDay, slotRange, typeNameOf } from '../format';
import { longDate } from '../../../lib/format';
import { useCheckoutFlow } from '../../../lib/checkout';

const SERVICE_ICONS = { home: Truck, drive: Store, locker: PackageCheck } as const;

function Row({
  icon,
  caption,
  text,
  shortText,
  editable,
  editLabel,
  shortEditLabel,
  onEdit,
}: {
  icon: ReactNode;
  caption: string;
  text: string;
  /** What a phone shows instead of `text`, which screen readers still read in full. */
  shortText?: string;
  editable: boolean;
  editLabel: string;
  /** The button's word on phones ('Cambia'); its name stays `editLabel`. */
  shortEditLabel?: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    // On phones a row is one line, two at most: the caption is read, not shown, and a longer text
    // is cut with an ellipsis (screen readers and the tooltip still get all of it). With the text
    // at 200 % nothing is cut: the text wraps and the button goes under it.
    <div className="flex min-h-12 items-center gap-2.5 py-1 @max-2xs/page:flex-wrap sm:gap-3 sm:py-2">
      <span aria-hidden="true" className="shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <p className="flex min-w-0 flex-1 flex-col leading-snug" title={text}>
        <span className="sr-only text-xs font-semibold text-ink-muted sm:not-sr-only">
          {caption}
        </span>
        {shortText ? (
          <>
            <span
              aria-hidden="true"
              className="line-clamp-2 text-sm font-semibold text-ink sm:hidden"
            >
              {shortText}
            </span>
            <span className="sr-only font-semibold text-ink sm:not-sr-only">{text}</span>
          </>
        ) : (
          <span className="line-clamp-2 text-sm font-semibold text-ink @max-2xs/page:line-clamp-none sm:line-clamp-none sm:text-base">
            {text}
          </span>
        )}
      </p>
      {editable ? (
        <Button
          variant="outline-neutral"
          size="sm"
          className="min-h-11 shrink-0 px-3 sm:px-4"
          onClick={onEdit}
          aria-label={shortEditLabel ? editLabel : undefined}
        >
          {shortEditLabel ? (
            <>
              <span className="sm:hidden">{shortEditLabel}</span>
              <span className="hidden sm:inline">{editLabel}</span>
            </>
          ) : (
            editLabel
          )}
        </Button>
      ) : (
        <span className="inline-flex shrink-0 items-center gap-1 text-xs text-ink-muted">
          <Lock aria-hidden="true" className="size-4" />
          {t('navbar.locked')}
        </span>
      )}
    </div>
  );
}

export interface CartDeliveryInfoProps {
  cart: Cart | undefined;
  className?: string;
}

/**
 * docs/rules/cart.md Cart info block: the cart's address and timeslot, each with its
 * edit button when editable (same lock rules as the navbar), for the cart
 * drawer and the checkout.
 */
export function CartDeliveryInfo({ cart, className }: CartDeliveryInfoProps) {
  const { t } = useTranslation('delivery');
  const { pathname } = useLocation();
  const flow = useCheckoutFlow();
  const editable = deliveryEditability(pathname, cart?.cartStatusId);
  const address = cart?.shippingAddress;
  const slot = cart?.timeslot && isAssigned(cart.timeslot) ? cart.timeslot : null;

  if (!address || !isAssigned(address))
    return (
      <div className={cn('rounded-xl border border-line px-3 py-1 sm:px-4 sm:py-2', className)}>
        <Row
          icon={<MapPin />}
          caption={t('navbar.label')}
          text={t('navbar.choose')}
          editable={editable.address}
          editLabel={t('cartInfo.choose')}
          onEdit={() => void flow.changeAddress()}
        />
      </div>
    );

  const type = typeNameOf(address.addressTypeId);
  const Icon = SERVICE_ICONS[type];
  return (
    <div
      className={cn('divide-y divide-line rounded-xl border border-line px-3 sm:px-4', className)}
    >
      <Row
        icon={<Icon />}
        caption={[t(`services.${type}`), homeAddressName(address)].filter(Boolean).join(' · ')}
        text={shippingAddressLabel(address)}
        editable={editable.address}
        editLabel={t('cartInfo.changeAddress')}
        shortEditLabel={t('cartInfo.change')}
        onEdit={() => void flow.changeAddress()}
      />
      <Row
        icon={<CalendarClock />}
        caption={t('navbar.timeslotCaption')}
        text={slot ? `${longDate(slot.date)}, ${slotRange(slot)}` : t('navbar.chooseTimeslot')}
        shortText={slot ? `${shortDay(slot.date)}, ${slotRange(slot)}` : undefined}
        editable={editable.timeslot}
        editLabel={t('cartInfo.changeTimeslot')}
        shortEditLabel={t('cartInfo.change')}
        onEdit={() => void flow.changeTimeslot()}
      />
    </div>
  );
}
