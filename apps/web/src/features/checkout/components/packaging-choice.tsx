import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, RadioGroup, RadioGroupItem, Skeleton, cn } from '../../../ui';
import { usePackagingTypes } from '../api/get-packaging-types';
import { checkoutKeys } from '../api/keys';
import { useUpdateCheckoutCartInfo } from '../api/update-cart-info';
import { euro } from '../../../lib/format';

/** How the goods are packed (packaging-type/list); a choice is saved on the cart at once. */
export function PackagingChoice({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const types = usePackagingTypes();
  const save = useUpdateCheckoutCartInfo();
  const [chosen, setChosen] = useState<number | null>(null);

  if (types.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (types.isError)
    return (
      <Alert variant="error">
        <p>{t('packaging.loadError')}</p>
        <Button variant="link" size="sm" className="min-h-11" onClick={() => void types.refetch()}>
          {t('checkout.retry')}
        </Button>
      </Alert>
    );
  if (types.data.length === 0)
    return <p className="text-sm text-ink-muted">{t('packaging.none')}</p>;

  const selected = chosen ?? types.data.find((p) => p.selected)?.packagingTypeId ?? null;
  return (
    <div className="flex flex-col gap-2">
      <RadioGroup
        aria-label={t('packaging.title')}
        value={selected === null ? '' : String(selected)}
        disabled={disabled || save.isPending}
        onValueChange={(value) => {
          const previous = selected;
          setChosen(Number(value));
          save.mutate(
            { property: 'packaging_type_id', value },
            {
              onSuccess: () =>
                queryClient.invalidateQueries({ queryKey: checkoutKeys.packagingTypes() }),
              onError: () => setChosen(previous),
            },
          );
        }}
        className="grid gap-2 sm:grid-cols-2"
      >
        {types.data.map((type) => {
          const id = `packaging-${type.packagingTypeId}`;
          const isSelected = selected === type.packagingTypeId;
          return (
            <label
              key={type.packagingTypeId}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors hover:border-ink-muted',
                isSelected ? 'border-primary bg-primary-soft' : 'border-line',
              )}
            >
              <RadioGroupItem id={id} value={String(type.packagingTypeId)} className="mt-0.5" />
              {type.mediaURL ? (
                <img
                  src={type.mediaURL}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg bg-surface-muted object-contain"
                />
              ) : null}
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink">{type.name}</span>
                {type.descr ? <span className="text-sm text-ink-muted">{type.descr}</span> : null}
                <span className="text-sm font-semibold text-ink tabular-nums">
                  {type.price > 0
                    ? t('packaging.price', { price: euro(type.price), count: type.itemsPerPackage })
                    : t('packaging.free')}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
      {save.isError ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('packaging.saveError')}
        </p>
      ) : null}
    </div>
  );
}
