import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_CODE_MAX_LENGTH } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Button, Input } from '../../../ui';
import { useAddGiftCode } from '../api/add-gift-code';

/**
 * 'Codice sconto': check, then add_code (docs/rules/cart.md). An invalid code shows the
 * spec's message under the field; what was typed stays there.
 */
export function GiftCodeForm() {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddGiftCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    setError(null);
    add.mutate(trimmed, {
      onSuccess: () => setCode(''),
      onError: (failure) =>
        setError(
          isApiError(failure) &&
            failure.code !== 'giftcertificate.invalid' &&
            failure.errors.length > 0
            ? failure.message
            : t('codes.giftInvalid'),
        ),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('summary.giftCode')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          maxLength={GIFT_CODE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" disabled={add.isPending || !code.trim()}>
          {t('summary.applyCode')}
        </Button>
      </div>
      <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger empty:hidden">
        {error ?? ''}
      </p>
    </form>
  );
}
