import { useTranslation } from 'react-i18next';
import { Controller, type Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RegisterUserInput, RegisterUserRequest, RegistrationDisclaimer } from '@spesa/domain';
import { Alert, Skeleton } from '../../../ui';
import { ConsentCheckbox } from './consent-checkbox';

/** The registration's consents (registration-disclaimer/list), one checkbox each, once they arrive. */
export function RegistrationConsents({
  disclaimers,
  control,
}: {
  disclaimers: UseQueryResult<RegistrationDisclaimer[]>;
  control: Control<RegisterUserInput, unknown, RegisterUserRequest>;
}) {
  const { t } = useTranslation('registration');
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-4 text-lg font-bold text-ink">{t('sections.consents')}</legend>
      {disclaimers.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : disclaimers.isError ? (
        <Alert variant="error">
          {t('consentsError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void disclaimers.refetch()}
          >
            {t('retry')}
          </button>
        </Alert>
      ) : (
        (disclaimers.data ?? []).map((disclaimer, index) => (
          <Controller
            key={disclaimer.registrationDisclaimerId}
            control={control}
            name={`disclaimers.${index}.accepted`}
            render={({ field, fieldState }) => (
              <ConsentCheckbox
                disclaimer={disclaimer}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                name={field.name}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))
      )}
    </fieldset>
  );
}
