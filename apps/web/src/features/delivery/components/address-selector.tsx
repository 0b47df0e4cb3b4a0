import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Building2, LocateFixed, PackageCheck, Plus, Store, Truck } from 'lucide-react';
import {
  isAddressTypeId,
  type Address,
  type AddressTypeName,
  type Cart,
  type DeliveryService,
  type Store as StoreEntity,
} from '@spesa/domain';
import { useBrand } from '../../../lib/brand';
import { AppLink } from '../../../lib/navigation';
import { SHOP_AT_WORK_PATH } from '../../../config/paths';
import { Alert, Button, Skeleton, Spinner } from '../../../ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useCart } from '../../../lib/cart';
import { useAddresses } from '../api/get-addresses';
import { useServiceAddresses } from '../api/get-service-addresses';
import { useStores } from '../api/get-stores';
import type { NearPoint } from '../api/keys';
import { useSelectAddress } from '../api/select-address';
import { isAssigned } from '../../../lib/checkout';
import { formatDistance, matchesAddressSearch, typeNameOf } from '../format';
import { AddressEdit } from './address-edit';
import { AddressList } from './address-list';
import { RemoveAddressDialog } from './remove-address-dialog';
import { SearchField } from './search-field';

const SERVICE_ICONS = { home: Truck, drive: Store, locker: PackageCheck } as const;

export interface AddressSelectorProps {
  /** An address became the cart's: the checkout flow asks for a timeslot next (docs/rules/delivery-and-slots.md). */
  onChosen: () => void;
  /** Where a heading inside the selector sits (the dialog's title is h2). */
  headingLevel?: 'h2' | 'h3';
  /** The shopper follows a link out of the selector (the dialog closes). */
  onLeave?: () => void;
}

/** The tab open at first: the service of the address the shopper chose, else home delivery. */
export function initialServiceTab(cart: Cart | undefined): AddressTypeName {
  const address = cart?.shippingAddress;
  if (!address || !isAssigned(address) || !isAddressTypeId(address.addressTypeId)) return 'home';
  return typeNameOf(address.addressTypeId);
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2.5" aria-busy="true">
      <Skeleton className="h-12" />
      <Skeleton className="h-20" />
      <Skeleton className="h-20" />
    </div>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('delivery');
  return (
    <Alert variant="error">
      <p>{t('selector.loadError')}</p>
      <Button variant="link" size="sm" className="mt-1 min-h-11" onClick={onRetry}>
        {t('selector.retry')}
      </Button>
    </Alert>
  );
}

/**
 * docs/rules/delivery-and-slots.md Address selector: a tab per delivery service (when more than one is
 * shown), the shopper's home addresses with search, star, edit, delete and
 * add, or the pickup points of the store and locker tabs. Choosing an address
 * makes it the cart's; with no home address it opens straight in add mode.
 */
export function AddressSelector({ onChosen, headingLevel = 'h3', onLeave }: AddressSelectorProps) {
  const { t } = useTranslation('delivery');
  const cart = useCart();
  const home = useAddresses('home');
  // docs/rules/delivery-and-slots.md: the address list and the store fetch run on opening.
  const stores = useStores();
  const select = useSelectAddress();
  const [tab, setTab] = useState<AddressTypeName>(() => initialServiceTab(cart.data));

  const services: DeliveryService[] = (home.data?.deliveryServices ?? []).filter((s) => s.showTab);
  const storesById = useMemo(
    () => new Map<number, StoreEntity>((stores.data ?? []).map((s) => [s.storeId, s])),
    [stores.data],
  );
  const shipping = cart.data?.shippingAddress;
  const currentAddressId = shipping && isAssigned(shipping) ? shipping.addressId : null;

  const choose = (address: Address) => {
    if (select.isPending) return;
    select.mutate(
      { addressType: typeNameOf(address.addressTypeId), addressId: address.addressId },
      { onSuccess: onChosen },
    );
  };

  const panel = (type: AddressTypeName) =>
    type === 'home' ? (
      <HomePanel
        key="home"
        query={home}
        currentAddressId={currentAddressId}
        onChoose={choose}
        onChosen={onChosen}
        choosing={select.isPending}
        headingLevel={headingLevel}
      />
    ) : (
      <PickupPanel
        key={type}
        type={type}
        currentAddressId={currentAddressId}
        onChoose={choose}
        choosing={select.isPending}
        stores={storesById}
        onLeave={onLeave}
      />
    );

  if (home.isPending) return <ListSkeleton />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;

  const status = (
    <p role="status" className="flex items-center gap-2 text-sm text-ink-muted empty:hidden">
      {select.isPending ? (
        <>
          <Spinner className="size-4" />
          {t('selector.choosing')}
        </>
      ) : null}
    </p>
  );

  if (services.length <= 1) {
    return (
      <div className="flex flex-col gap-4">
        {panel(services[0]?.addressType ?? 'home')}
        {status}
      </div>
    );
  }

  const active = services.some((s) => s.addressType === tab) ? tab : services[0]!.addressType;
  return (
    <Tabs
      value={active}
      onValueChange={(value) => setTab(value as AddressTypeName)}
      className="flex flex-col gap-4"
    >
      <TabsList aria-label={t('selector.tabsLabel')} className="-mx-1 px-1">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service.addressType];
          return (
            <TabsTrigger key={service.addressType} value={service.addressType} fill>
              <Icon aria-hidden="true" />
              {t(`services.${service.addressType}`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {services.map((service) => (
        <TabsContent
          key={service.addressType}
          value={service.addressType}
          className="flex flex-col gap-4"
        >
          {panel(service.addressType)}
        </TabsContent>
      ))}
      {status}
    </Tabs>
  );
}

interface HomePanelProps {
  query: ReturnType<typeof useAddresses>;
  currentAddressId: number | null;
  onChoose: (address: Address) => void;
  onChosen: () => void;
  choosing: boolean;
  headingLevel: 'h2' | 'h3';
}

/** The home-delivery tab: the list, or the address form (adding, editing, or no address yet). */
function HomePanel({
  query,
  currentAddressId,
  onChoose,
  onChosen,
  choosing,
  headingLevel,
}: HomePanelProps) {
  const { t } = useTranslation('delivery');
  const [editing, setEditing] = useState<{ addressId?: number } | null>(null);
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<Address | null>(null);
  const addresses = query.data?.addresses ?? [];
  const Heading = headingLevel;

  // docs/rules/delivery-and-slots.md: no addresses → straight to add mode.
  if (editing || addresses.length === 0) {
    const canGoBack = addresses.length > 0;
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading className="text-lg font-bold text-ink">
            {editing?.addressId !== undefined ? t('edit.titleEdit') : t('edit.titleNew')}
          </Heading>
          {canGoBack ? (
            <Button variant="link" size="sm" className="min-h-11" onClick={() => setEditing(null)}>
              <ArrowLeft aria-hidden="true" />
              {t('selector.backToList')}
            </Button>
          ) : null}
        </div>
        {/* A new address added here is where the shopper wants the shopping to go; an
            edit only corrects an address, which they choose (or not) from the list. */}
        <AddressEdit
          key={editing?.addressId ?? 'new'}
          addressId={editing?.addressId}
          autoFocus
          chooseForCart={editing?.addressId === undefined}
          onSaved={(_address, selected) => (selected ? onChosen() : setEditing(null))}
          onCancel={canGoBack ? () => setEditing(null) : undefined}
        />
      </div>
    );
  }

  const shown = addresses.filter((a) => matchesAddressSearch(a, search));
  return (
    <>
      <SearchField
        label={t('selector.searchLabel')}
        placeholder={t('selector.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {shown.length > 0 ? (
        <AddressList
          label={t('selector.addressesLabel')}
          addresses={shown}
          currentAddressId={currentAddressId}
          onChoose={onChoose}
          onEdit={(address) => setEditing({ addressId: address.addressId })}
          onDelete={setRemoving}
          disabled={choosing}
        />
      ) : (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink-muted">
          {t('selector.noResults')}
        </p>
      )}
      <Button variant="outline" className="self-start" onClick={() => setEditing({})}>
        <Plus aria-hidden="true" />
        {t('selector.add')}
      </Button>
      <RemoveAddressDialog address={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

interface PickupPanelProps {
  type: Exclude<AddressTypeName, 'home'>;
  currentAddressId: number | null;
  onChoose: (address: Address) => void;
  choosing: boolean;
  stores: ReadonlyMap<number, StoreEntity>;
  onLeave?: () => void;
}

/**
 * The store and locker tabs: the pickup points, sorted by distance once the
 * shopper shares their position (within the brand's proximity distance, or
 * the nearest ones when none is that close).
 */
function PickupPanel({
  type,
  currentAddressId,
  onChoose,
  choosing,
  stores,
  onLeave,
}: PickupPanelProps) {
  const { t } = useTranslation('delivery');
  const brand = useBrand();
  const radius = brand.config.proximityDefaultDistance;
  const [search, setSearch] = useState('');
  const [position, setPosition] = useState<NearPoint | null>(null);
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);

  const nearby = useServiceAddresses(type, position ? { ...position, distance: radius } : null);
  const noneNearby = position !== null && nearby.data?.addresses.length === 0;
  const anywhere = useServiceAddresses(type, position, { enabled: noneNearby });
  const query = noneNearby ? anywhere : nearby;
  const points = (query.data?.addresses ?? []).filter((a) => matchesAddressSearch(a, search));

  const locate = () => {
    setDenied(false);
    if (!navigator.geolocation) {
      setDenied(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setPosition({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        setLocating(false);
        setDenied(true);
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <SearchField
            label={t('selector.searchLabel')}
            placeholder={t('selector.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </div>
        <Button variant="outline" onClick={locate} disabled={locating} className="min-h-12">
          {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
          {locating ? t('selector.locating') : t('selector.nearMe')}
        </Button>
      </div>
      {denied ? <Alert variant="error">{t('edit.geolocationDenied')}</Alert> : null}
      {position && !noneNearby ? (
        <p className="text-sm text-ink-muted">{t('selector.sortedByDistance')}</p>
      ) : null}
      {noneNearby ? (
        <p className="text-sm text-ink-muted">
          {t('selector.noneNearby', { distance: formatDistance(radius) })}
        </p>
      ) : null}
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : points.length > 0 ? (
        <AddressList
          label={t('selector.pickupLabel')}
          addresses={points}
          currentAddressId={currentAddressId}
          onChoose={onChoose}
          disabled={choosing}
          stores={stores}
        />
      ) : (
        <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink-muted">
          {search ? t('selector.noResults') : t('selector.noPickupPoints')}
        </p>
      )}
      {/* A company's pickup point is listed only once its code is entered (Shop at work). */}
      {type === 'locker' ? (
        <AppLink
          to={SHOP_AT_WORK_PATH}
          onClick={onLeave}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Building2 aria-hidden="true" className="size-4" />
          {t('selector.companyCode')}
        </AppLink>
      ) : null}
    </>
  );
}
