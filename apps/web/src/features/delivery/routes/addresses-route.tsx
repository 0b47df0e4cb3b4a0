import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import type { Address } from '@spesa/domain';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';
import { useCart } from '../../../lib/cart';
import { useAddresses } from '../api/get-addresses';
import { usePreferAddress } from '../api/prefer-address';
import { useSelectAddress } from '../api/select-address';
import { isAssigned } from '../../../lib/checkout';
import { AddressList } from '../components/address-list';
import { RemoveAddressDialog } from '../components/remove-address-dialog';
import { SearchField } from '../components/search-field';
import { matchesAddressSearch } from '../format';
import { ADDRESS_NEW_PATH, addressEditPath } from '../../../config/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/**
 * /profile/addresses (breadcrumb 'I miei indirizzi'): the shopper's home addresses, each
 * to use for this shopping or to star; saving one elsewhere chooses nothing (decision 037).
 */
export function AddressesRoute() {
  const { t } = useTranslation('delivery');
  const brand = useBrand();
  const navigate = useNavigate();
  const addresses = useAddresses('home');
  const cart = useCart();
  const select = useSelectAddress();
  const prefer = usePreferAddress();
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<Address | null>(null);
  usePageTitle(t('page.pageTitle', { brand: brand.name }));

  const shipping = cart.data?.shippingAddress;
  const list = addresses.data?.addresses ?? [];
  const shown = list.filter((a) => matchesAddressSearch(a, search));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('page.title') }]} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-ink-muted">{t('page.intro')}</p>
        </div>
        <Button asChild>
          <AppLink to={ADDRESS_NEW_PATH}>
            <Plus aria-hidden="true" />
            {t('page.add')}
          </AppLink>
        </Button>
      </div>

      {addresses.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : addresses.isError ? (
        <Alert variant="error">
          <p>{t('selector.loadError')}</p>
          <Button
            variant="link"
            size="sm"
            className="mt-1 min-h-11"
            onClick={() => void addresses.refetch()}
          >
            {t('selector.retry')}
          </Button>
        </Alert>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-surface-muted px-4 py-6 text-center text-ink-muted">
          {t('page.empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
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
              currentAddressId={shipping && isAssigned(shipping) ? shipping.addressId : null}
              onUse={(address) =>
                select.mutate({ addressType: 'home', addressId: address.addressId })
              }
              onPrefer={(address) => prefer.mutate(address.addressId)}
              disabled={select.isPending || prefer.isPending}
              onEdit={(address) => void navigate(addressEditPath(address.addressId))}
              onDelete={setRemoving}
            />
          ) : (
            <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink-muted">
              {t('selector.noResults')}
            </p>
          )}
        </div>
      )}
      <RemoveAddressDialog address={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
