import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WishlistNameSchema, type Wishlist } from '@spesa/domain';
import { refusalMessage } from '../../../lib/api';
import { Button, Input, Spinner, TextField, cn } from '../../../ui';
import { useCreateList } from '../api/use-list-mutations';

/** The name's own checks (the API's schema: trimmed, an emoji counted as one); null when it may be sent. */
function nameProblem(name: string): string | null {
  const checked = WishlistNameSchema.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/**
 * A list's name as a field: its value, the message under it (cleared by
 * typing), and `checked()`, the trimmed name to send or null once the
 * message says what is wrong.
 */
export function useListNameField(initial = '') {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    setName,
    setError,
    checked: (): string | null => {
      const problem = nameProblem(name);
      setError(problem);
      return problem ? null : name.trim();
    },
    field: {
      value: name,
      error: error ?? undefined,
      autoComplete: 'off',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setName(event.target.value);
        if (error) setError(null);
      },
    },
  };
}

/**
 * 'Crea una nuova lista' and CREA (docs/rules/account.md Lists, SPEC §4 Wishlists): the
 * button waits for the answer, the field empties and the new list is handed
 * on (opened on the lists page, filled in the selector). A refusal shows
 * under the field.
 */
export function CreateListForm({
  onCreated,
  className,
}: {
  onCreated: (list: Wishlist) => void;
  className?: string;
}) {
  const { t } = useTranslation('lists');
  const { field, checked, setName, setError } = useListNameField();
  const create = useCreateList();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = checked();
    if (name === null) return;
    create.mutate(name, {
      onSuccess: (list) => {
        setName('');
        onCreated(list);
      },
      onError: (failure) => setError(refusalMessage(failure) ?? t('create.failed')),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={create.isPending}
      aria-label={t('create.title')}
      className={cn('flex flex-col', className)}
    >
      <TextField
        label={t('create.label')}
        placeholder={t('create.placeholder')}
        {...field}
        control={(props) => (
          <div className="flex gap-2">
            <Input {...props} className="min-w-0 flex-1" />
            <Button type="submit" className="min-h-12" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              {t('create.submit')}
            </Button>
          </div>
        )}
      />
      <span role="status" className="sr-only">
        {create.isPending ? t('create.creating') : ''}
      </span>
    </form>
  );
}
