import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Wishlist } from '@spesa/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { refusalMessage } from '../../../lib/api';
import { Button, DialogBody, DialogFooter, Spinner, TextField } from '../../../ui';
import { useRenameList } from '../api/use-list-mutations';
import { useListNameField } from './create-list-form';

/** Rename a named list (its owner, or an EDIT share); a refusal shows under the field. */
export function RenameListDialog({ list, onClose }: { list: Wishlist; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const { field, checked, setError } = useListNameField(list.name);
  const rename = useRenameList();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = checked();
    if (name === null) return;
    if (name === list.name) return onClose();
    rename.mutate(
      { listId: list.listId, name },
      {
        onSuccess: onClose,
        onError: (failure) => setError(refusalMessage(failure) ?? t('rename.failed')),
      },
    );
  };

  return (
    <DialogFrame
      open
      onClose={() => (rename.isPending ? undefined : onClose())}
      className="max-w-[460px]"
      aria-describedby={undefined}
      title={t('rename.title')}
      titleClassName="text-lg"
    >
      <form noValidate onSubmit={submit} aria-busy={rename.isPending}>
        <DialogBody>
          <TextField label={t('rename.label')} {...field} />
        </DialogBody>
        <DialogFooter>
          <Button variant="outline-neutral" onClick={onClose} disabled={rename.isPending}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            {rename.isPending ? <Spinner /> : null}
            {t('rename.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
