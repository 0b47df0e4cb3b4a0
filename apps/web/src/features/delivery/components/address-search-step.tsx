import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
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
    </div>
  );
}
