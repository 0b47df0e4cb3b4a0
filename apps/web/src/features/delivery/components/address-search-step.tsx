import { useTranslation } from 'react-i18next';
import { House, LocateFixed } from 'lucide-react';
import { Button, Spinner } from '../../../ui';
import type { AddressEditModel } from '../hooks/use-address-edit';
import { PlaceSearch } from './place-search';

/** Step 1: search the street (Italy only) or use the device position. */
export function AddressSearchStep({
  edit,
  autoFocus,
}: {
  edit: AddressEditModel;
  autoFocus: boolean;
}) {
  const { t } = useTranslation('delivery');
  const { locating, searchText } = edit.state;
  const profile = edit.profilePlace;
  return (
    <div className="flex flex-col gap-3">
      <PlaceSearch
        onChoose={(place) => edit.choosePlace(place)}
        autoFocus={autoFocus}
        initialText={searchText}
        onTextChange={(text) => edit.dispatch({ type: 'searchTyped', text })}
      />
      <Button
        variant="outline"
        className="self-start"
        onClick={() => void edit.locateMe()}
        disabled={locating}
      >
        {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
        {locating ? t('edit.locating') : t('edit.useMyPosition')}
      </Button>
      {profile ? (
        <Button
          variant="outline"
          className="h-auto self-start py-2 text-left whitespace-normal"
          onClick={edit.chooseProfilePlace}
        >
          <House aria-hidden="true" />
          {t('edit.useProfileAddress', {
            address: `${profile.address1} ${profile.addressNumber}, ${profile.postalcode} ${profile.city} (${profile.province})`,
          })}
        </Button>
      ) : null}
    </div>
  );
}
