import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CalendarClock, Lock, MapPin, PackageCheck, Store, Truck } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { Button, cn } from '../../../ui';
import { isAssigned } from '../../../lib/checkout';
import { deliveryEditability } from '../editability';
import { homeAddressName, longDay, shippingAddressLabel, slotRange, typeNameOf } from '../format';
import { useCheckoutFlow } from '../../../lib/checkout';

const SERVICE_ICONS = { home: Truck, drive: Store, locker: PackageCheck } as const;

function Row({
  icon,
  caption,
  text,
  editable,
  editLabel,
  onEdit,
}: {
  icon: ReactNode;
  caption: string;
  text: string;
  editable: boolean;
  editLabel: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation('delivery');
  return (
    <div className="flex items-center gap-3 py-2">
      <span aria-hidden="true" className="shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <p className="flex min-w-0 flex-1 flex-col leading-snug">
        <span className="text-xs font-semibold text-ink-muted">{caption}</span>
        <span className="font-semibold text-ink">{text}</span>
      </p>
      {editable ? (
        <Button variant="outline-neutral" size="sm" className="min-h-11" onClick={onEdit}>
          {editLabel}
        </Button>
      ) : (
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
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
 * SPEC §2 Cart info block: the cart's address and timeslot, each with its
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
      <div className={cn('rounded-xl border border-line px-4 py-2', className)}>
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
    <div className={cn('divide-y divide-line rounded-xl border border-line px-4', className)}>
      <Row
        icon={<Icon />}
        caption={[t(`services.${type}`), homeAddressName(address)].filter(Boolean).join(' · ')}
        text={shippingAddressLabel(address)}
        editable={editable.address}
        editLabel={t('cartInfo.changeAddress')}
        onEdit={() => void flow.changeAddress()}
      />
      <Row
        icon={<CalendarClock />}
        caption={t('navbar.timeslotCaption')}
        text={
          slot
            ? `${longDay(slot.date).replace(/^./, (c) => c.toUpperCase())}, ${slotRange(slot)}`
            : t('navbar.chooseTimeslot')
        }
        editable={editable.timeslot}
        editLabel={t('cartInfo.changeTimeslot')}
        onEdit={() => void flow.changeTimeslot()}
      />
    </div>
  );
}
