import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { SUBSCRIPTION_CODE_MAX_LENGTH, type Address } from '@spesa/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { useCart } from '../../../lib/cart';
import { isAssigned, openTimeslotSelector } from '../../../lib/checkout';
import { usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton, Spinner, TextField } from '../../../ui';
import { useServiceAddresses } from '../api/get-service-addresses';
import { useSelectAddress } from '../api/select-address';
import { useSubscribeShopAtWork } from '../api/subscribe-shop-at-work';
import { AddressList } from '../components/address-list';

/** The field's own checks before the server is asked; null when the code may be sent. */
function codeProblem(code: string): 'form.required' | 'form.tooLong' | null {
  if (!code) return 'form.required';
  return code.length > SUBSCRIPTION_CODE_MAX_LENGTH ? 'form.tooLong' : null;
}

/** The code form: the field's message, the server's refusal under it, the server's success above. */
function CodeForm() {
  const { t } = useTranslation('shopAtWork');
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The server's words once the code was taken ('' when it said nothing). */
  const [done, setDone] = useState<string | null>(null);
  const subscribe = useSubscribeShopAtWork();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = codeProblem(trimmed);
    setDone(null);
    setError(problem && t(problem, { max: SUBSCRIPTION_CODE_MAX_LENGTH }));
    if (problem) {
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    subscribe.mutate(trimmed, {
      onSuccess: (result) => {
        setCode('');
        setDone(result.message ?? '');
      },
      // The server's words (a wrong code, too many tries); a failure it never answered has ours.
      onError: (failure) => setError(isApiError(failure) ? failure.message : t('form.failed')),
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-busy={subscribe.isPending}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">{t('form.title')}</h2>
      <TextField
        label={t('form.code')}
        hint={t('form.codeHint')}
        requiredMark
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        inputClassName="uppercase"
        error={error ?? undefined}
        disabled={subscribe.isPending}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(null);
        }}
      />
      <Button type="submit" className="self-start" disabled={subscribe.isPending}>
        {subscribe.isPending ? <Spinner /> : null}
        {t('form.submit')}
      </Button>
      <div role="status" className="empty:sr-only">
        {subscribe.isPending ? (
          <p className="text-sm text-ink-muted">{t('form.submitting')}</p>
        ) : done !== null ? (
          <Alert variant="success">
            {done ? <p className="font-semibold">{done}</p> : null}
            <p className="mt-1">{t('success.next')}</p>
          </Alert>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The company pickup points the shopper may use (the lockers that name a
 * company); choosing one makes it the cart's, then the timeslot is asked, as
 * after any change of address (docs/rules/delivery-and-slots.md Checkout flow helper).
 */
function CompanyPoints() {
  const { t } = useTranslation('shopAtWork');
  const lockers = useServiceAddresses('locker', null);
  const cart = useCart();
  const select = useSelectAddress();
  const shipping = cart.data?.shippingAddress;
  const currentAddressId = shipping && isAssigned(shipping) ? shipping.addressId : null;

  if (lockers.isPending)
    return (
      <div className="flex flex-col gap-2.5" aria-busy="true">
        <Skeleton className="h-20" />
      </div>
    );
  if (lockers.isError)
    return (
      <Alert variant="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('points.loadError')}</span>
        <Button size="sm" variant="outline-neutral" onClick={() => void lockers.refetch()}>
          {t('points.retry')}
        </Button>
      </Alert>
    );

  const points = lockers.data.addresses.filter((a) => a.companyName !== null);
  if (points.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong px-6 py-8 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Building2 aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-bold text-ink">{t('points.empty')}</p>
        <p className="max-w-md text-ink-muted">{t('points.emptyText')}</p>
      </div>
    );

  const choose = (address: Address) =>
    select.mutate(
      { addressType: 'locker', addressId: address.addressId },
      { onSuccess: () => void openTimeslotSelector() },
    );
  return (
    <div className="flex flex-col gap-3">
      <AddressList
        label={t('points.label')}
        addresses={points}
        currentAddressId={currentAddressId}
        onChoose={choose}
        disabled={select.isPending}
      />
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted empty:hidden">
        {select.isPending ? (
          <>
            <Spinner className="size-4" />
            {t('points.choosing')}
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * /profile/shop-at-work ('Spesa in azienda', shopatwork/subscribe): the shopper
 * enters their company's code; the company's pickup point then joins their
 * lockers, here and in the address selector's Locker tab.
 */
export function ShopAtWorkRoute() {
  const { t } = useTranslation('shopAtWork');
  const brand = useBrand();
  usePageTitle(t('pageTitle', { brand: brand.name }));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('title') }]} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-ink-muted">{t('intro')}</p>
      <div className="mt-6">
        <CodeForm />
      </div>
      <section aria-labelledby="company-points-title" className="mt-10">
        <h2 id="company-points-title" className="mb-4 text-xl font-bold text-ink">
          {t('points.title')}
        </h2>
        <CompanyPoints />
      </section>
    </div>
  );
}
