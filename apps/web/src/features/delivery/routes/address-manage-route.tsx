import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { Alert } from '../../../ui';
import { AddressEdit } from '../components/address-edit';
import { ADDRESSES_PATH } from '../../../config/paths';
import { Breadcrumbs } from '../../../components/breadcrumbs';

/** The :addressId of the route, or undefined for a new address; NaN when it is not an id. */
export function parseAddressId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * /profile/addresses/manage and /profile/addresses/manage/:addressId: the
 * address form as a page. Saving keeps the address for later and returns to the
 * list: the cart keeps its address and slot (docs/rules/delivery-and-slots.md Address
 * edit), except the cart's own address, which the server keeps the cart's.
 */
export function AddressManageRoute() {
  const { t } = useTranslation('delivery');
  const brand = useBrand();
  const navigate = useNavigate();
  const addressId = parseAddressId(useParams().addressId);
  const title = addressId === undefined ? t('page.newTitle') : t('page.editTitle');
  usePageTitle(t('page.manageTitle', { title, brand: brand.name }));

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('page.title'), to: ADDRESSES_PATH }, { label: title }]} />
      <h1 className="mb-6 text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      {addressId !== undefined && Number.isNaN(addressId) ? (
        <Alert variant="error">{t('edit.loadError')}</Alert>
      ) : (
        <AddressEdit
          key={addressId ?? 'new'}
          addressId={addressId}
          autoFocus={addressId === undefined}
          onCancel={() => void navigate(ADDRESSES_PATH)}
          chooseForCart={false}
          onSaved={() => void navigate(ADDRESSES_PATH)}
        />
      )}
    </div>
  );
}
