import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Phone, Send } from 'lucide-react';
import type { z } from 'zod';
import { ContactFieldsSchema, type MailPars } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { mailParsQueryOptions, sendContactForm } from '../../../lib/content';
import { useRecaptcha } from '../../../lib/recaptcha';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { PRIVACY_PATH } from '../../../config/paths';
import {
  Alert,
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  Spinner,
  Textarea,
  inputClassName,
  cn,
} from '../../../ui';
import { ResponseMessageBox, failureMessages } from '../../../components/response-message-box';
import { ContentError, ContentPage, ContentSkeleton } from '../components/content-states';

type FormInput = z.input<typeof ContactFieldsSchema>;
type FormOutput = z.output<typeof ContactFieldsSchema>;
type FieldName = FieldPath<FormInput>;

const EMPTY: FormInput = {
  nome: '',
  cognome: '',
  email: '',
  telefono: '',
  numeroOrdine: '',
  argomento: '',
  messaggio: '',
  privacy: '',
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  nome: 'given-name',
  cognome: 'family-name',
  email: 'email',
  telefono: 'tel',
};

const isFieldName = (name: string | undefined): name is FieldName =>
  name !== undefined && name in EMPTY;

/**
 * /servizio-clienti: form id 5, its fields read through get_mail_pars, checked
 * with the docs/rules/account.md validators of the domain (the API checks the same), sent
 * through admin-ajax.php. A refused send keeps everything typed.
 */
export function CustomerServiceRoute() {
  const { t } = useTranslation('content');
  const { t: tBrand } = useTranslation('brand');
  const { t: tErrors } = useTranslation('errors');
  const brand = useBrand();
  usePageTitle(`${t('service.title')} | ${brand.name}`);
  const pars = useQuery(mailParsQueryOptions());
  const [sent, setSent] = useState<string | null>(null);
  const phone = tBrand('contactsPhone');

  return (
    <ContentPage
      trail={[{ label: t('service.title') }]}
      title={t('service.title')}
      intro={
        <>
          <p>{t('service.intro')}</p>
          {phone ? (
            <p className="mt-2 flex items-start gap-2 text-base">
              <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              {t('service.phone', { phone, hours: tBrand('contactsHours') })}
            </p>
          ) : null}
        </>
      }
    >
      {pars.isPending ? (
        <ContentSkeleton lines={8} />
      ) : pars.isError ? (
        <ContentError onRetry={() => void pars.refetch()} />
      ) : sent ? (
        <div className="flex max-w-2xl flex-col items-start gap-4" role="status">
          <h2 className="text-2xl font-bold text-ink">{t('service.sentTitle')}</h2>
          <Alert variant="success">{sent}</Alert>
          <Button variant="outline" onClick={() => setSent(null)}>
            {t('service.another')}
          </Button>
        </div>
      ) : (
        <ContactForm fields={pars.data.fields} onSent={setSent} genericError={tErrors('generic')} />
      )}
    </ContentPage>
  );
}

function ContactForm({
  fields,
  onSent,
  genericError,
}: {
  fields: MailPars['fields'];
  onSent: (message: string) => void;
  genericError: string;
}) {
  const { t } = useTranslation('content');
  const id = useId();
  const mutation = useMutation({ mutationFn: sendContactForm });
  useRecaptcha();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ContactFieldsSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        onSent(await mutation.mutateAsync(values));
      } catch (error) {
        // The server names the field it refused: the message goes beside it, the values stay.
        if (isApiError(error) && isFieldName(error.field))
          setError(error.field, { message: error.message }, { shouldFocus: true });
      }
    },
    () => mutation.reset(),
  );

  const known = fields.filter((f) => isFieldName(f.name));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-2xl gap-5"
      aria-busy={mutation.isPending}
    >
      <ResponseMessageBox errors={failureMessages(mutation.error, genericError)} />
      <p className="text-sm text-ink-muted">{t('service.required')}</p>
      {known.map((field) => {
        const name = field.name as FieldName;
        const inputId = `${id}-${name}`;
        const errorId = `${inputId}-error`;
        const error = errors[name]?.message;
        const a11y = {
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          'aria-required': field.required || undefined,
        } as const;
        const label = `${field.label}${field.required ? ' *' : ''}`;
        if (field.type === 'checkbox')
          return (
            <div key={name}>
              <div className="flex items-start gap-3">
                <Controller
                  control={control}
                  name={name}
                  render={({ field: f }) => (
                    <Checkbox
                      {...a11y}
                      ref={f.ref}
                      checked={f.value === 'true'}
                      onCheckedChange={(checked) => f.onChange(checked === true ? 'true' : '')}
                      onBlur={f.onBlur}
                      className="mt-0.5"
                    />
                  )}
                />
                <div>
                  <Label htmlFor={inputId}>{label}</Label>
                  <AppLink
                    to={PRIVACY_PATH}
                    className="mt-1 block w-fit text-[0.9375rem] font-semibold text-primary underline"
                  >
                    {t('service.privacyLink')}
                  </AppLink>
                </div>
              </div>
              <FieldError id={errorId}>{error}</FieldError>
            </div>
          );
        return (
          <div key={name}>
            <Label htmlFor={inputId}>{label}</Label>
            <div className="relative mt-1.5">
              {field.type === 'select' ? (
                <>
                  <select
                    {...a11y}
                    {...register(name)}
                    className={cn(inputClassName, 'appearance-none pr-10')}
                  >
                    <option value="">{t('service.choose')}</option>
                    {(field.options ?? []).map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <ChevronDown
                    aria-hidden="true"
                    className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted"
                  />
                </>
              ) : field.type === 'textarea' ? (
                <Textarea {...a11y} rows={6} maxLength={field.maxLength} {...register(name)} />
              ) : (
                <Input
                  {...a11y}
                  type={field.type}
                  inputMode={
                    field.type === 'tel' ? 'tel' : name === 'numeroOrdine' ? 'numeric' : undefined
                  }
                  autoComplete={AUTOCOMPLETE[name]}
                  maxLength={field.maxLength}
                  {...register(name)}
                />
              )}
            </div>
            <FieldError id={errorId}>{error}</FieldError>
          </div>
        );
      })}
      <div>
        <Button type="submit" size="lg" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {mutation.isPending ? t('service.sending') : t('service.submit')}
        </Button>
      </div>
    </form>
  );
}
