import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CalendarClock, ChevronDown, Lock, MapPin, PackageCheck, Store, Truck } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { Skeleton, cn } from '../../../ui';
import { useSession } from '../../../lib/session';
import { useCart } from '../../../lib/cart';
import { isAssigned } from '../../../lib/checkout';
import { deliveryEditability } from '../editability';
import { homeAddressName, shippingAddressLabel, shortDay, slotRange, typeNameOf } from '../format';
import { useCheckoutFlow } from '../../../lib/checkout';

const SERVICE_ICONS = { home: Truck, drive: Store, locker: PackageCheck } as const;

export type NavbarDeliveryVariant = 'bar' | 'row';

export interface NavbarDeliveryViewProps {
  variant: NavbarDeliveryVariant;
  /** Unknown yet (session or cart loading): a placeholder. */
  loading: boolean;
  cart: Cart | undefined;
  pathname: string;
  onChangeAddress: () => void;
  onChangeTimeslot: () => void;
}

const partBase =
  'flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg px-2.5 py-1 text-left text-ink';
/*
 * On a phone with the text at 200 % (index.css, the page container) the row's two parts
 * stack, each the row's width, and their words wrap: side by side they read «C… V…».
 */
const stacked = '@max-2xs/page:max-w-none @max-2xs/page:basis-full';
const interactive =
  'cursor-pointer transition-colors hover:bg-surface-muted hover:text-primary [&:hover_.caption]:text-primary';

function Part({
  onClick,
  locked,
  hint,
  lockedText,
  icon,
  caption,
  text,
  className,
  chevron = true,
}: {
  chevron?: boolean;
  onClick: () => void;
  locked: boolean;
  hint: string;
  lockedText: string;
  icon: ReactNode;
  caption?: string;
  text: ReactNode;
  className?: string;
}) {
  const content = (
    <>
      <span aria-hidden="true" className="shrink-0 text-primary [&_svg]:size-5">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        {caption ? (
          <span className="caption truncate text-xs font-semibold text-ink-muted">{caption}</span>
        ) : null}
        <span className="truncate text-sm font-semibold">{text}</span>
      </span>
    </>
  );
  if (locked)
    return (
      <div className={cn(partBase, className)}>
        {content}
        <Lock aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="sr-only">{lockedText}</span>
      </div>
    );
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={cn(partBase, interactive, className)}
    >
      {hint ? <span className="sr-only">{hint} </span> : null}
      {content}
      <ChevronDown
        aria-hidden="true"
        className={cn('size-4 shrink-0 text-ink-muted', chevron ? '' : 'hidden md:block')}
      />
    </button>
  );
}

/**
 * The navbar's delivery area (docs/rules/shop-shell.md App shell): the chosen service and
 * address (or store or locker) and the timeslot, each opening its dialog.
 * The address is locked on the Payment route and for cart status 7, the
 * timeslot on the Payment route. 'bar' sits in the navbar from md up, 'row'
 * is the compact line under the bar on phones.
 */
export function NavbarDeliveryView({
  variant,
  loading,
  cart,
  pathname,
  onChangeAddress,
  onChangeTimeslot,
}: NavbarDeliveryViewProps) {
  const { t } = useTranslation('delivery');
  const row = variant === 'row';
  const frame = row
    ? 'flex w-full flex-wrap items-stretch gap-1 px-1.5 py-0.5 md:gap-2 md:py-1'
    : 'flex max-w-[36rem] min-w-0 items-stretch gap-1 rounded-xl border border-line bg-white p-1';

  if (loading)
    return (
      <div className={frame} aria-hidden="true">
        <Skeleton className={row ? 'h-11 flex-1 md:max-w-md' : 'h-11 w-72'} />
      </div>
    );

  const editable = deliveryEditability(pathname, cart?.cartStatusId);
  const address = cart?.shippingAddress;
  const chosen = isAssigned(address);

  if (!address || !chosen) {
    return (
      <div role="group" aria-label={t('navbar.label')} className={frame}>
        <Part
          onClick={onChangeAddress}
          locked={!editable.address}
          hint=""
          lockedText={t('navbar.locked')}
          icon={<MapPin />}
          text={t('navbar.choose')}
          className={row ? 'flex-1 md:flex-none' : 'flex-1'}
        />
      </div>
    );
  }

  const type = typeNameOf(address.addressTypeId);
  const ServiceIcon = SERVICE_ICONS[type];
  const slot = cart?.timeslot && isAssigned(cart.timeslot) ? cart.timeslot : null;

  return (
    <div role="group" aria-label={t('navbar.label')} className={frame}>
      <Part
        onClick={onChangeAddress}
        locked={!editable.address}
        hint={t('navbar.changeAddress')}
        lockedText={t('navbar.locked')}
        icon={<ServiceIcon />}
        caption={[t(`services.${type}`), homeAddressName(address)].filter(Boolean).join(' · ')}
        text={shippingAddressLabel(address)}
        className={
          row
            ? cn('min-w-0 flex-1 px-1.5 md:max-w-md md:flex-none md:px-2.5', stacked)
            : 'min-w-0 flex-1'
        }
        chevron={!row}
      />
      <span aria-hidden="true" className="my-1.5 w-px shrink-0 bg-line @max-2xs/page:hidden" />
      <Part
        onClick={onChangeTimeslot}
        locked={!editable.timeslot}
        hint={t('navbar.changeTimeslot')}
        lockedText={t('navbar.locked')}
        icon={<CalendarClock />}
        caption={slot ? shortDay(slot.date) : t('navbar.timeslotCaption')}
        text={
          slot ? (
            slotRange(slot)
          ) : row ? (
            <>
              <span className="md:hidden">{t('navbar.chooseTimeslotShort')}</span>
              <span className="hidden md:inline">{t('navbar.chooseTimeslot')}</span>
            </>
          ) : (
            t('navbar.chooseTimeslot')
          )
        }
        className={
          row ? cn('max-w-[48%] shrink-0 px-1.5 md:max-w-none md:px-2.5', stacked) : 'shrink-0'
        }
        chevron={!row}
      />
    </div>
  );
}

/** NavbarDeliveryView wired to the session, the cart, the route and the checkout flow. */
export function NavbarDelivery({ variant }: { variant: NavbarDeliveryVariant }) {
  const session = useSession();
  const cart = useCart({ enabled: session.isKnown && !session.isError });
  const { pathname } = useLocation();
  const flow = useCheckoutFlow();
  const loading = !session.isKnown || (session.isAuthenticated && cart.isPending);
  return (
    <NavbarDeliveryView
      variant={variant}
      loading={loading}
      cart={session.isAuthenticated ? cart.data : undefined}
      pathname={pathname}
      onChangeAddress={() => void flow.changeAddress()}
      onChangeTimeslot={() => void flow.changeTimeslot()}
    />
  );
}
