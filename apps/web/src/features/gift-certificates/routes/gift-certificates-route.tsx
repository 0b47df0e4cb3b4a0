import { useTranslation } from 'react-i18next';
import { Ticket } from 'lucide-react';
import type { UserGiftCertificate } from '@spesa/domain';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';
import { useAssignedCertificates, useHeldCertificates } from '../api/get-gift-certificates';
import { CertificateCard } from '../components/certificate-card';
import { PointsPanel } from '../components/points-panel';

/** The certificates the shop gave, then the codes on the cart or used by an order. */
function Certificates() {
  const { t } = useTranslation('giftCertificates');
  const assigned = useAssignedCertificates();
  const held = useHeldCertificates();

  if (assigned.isPending || held.isPending)
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <Skeleton className="h-52 w-full rounded-2xl" />
        <Skeleton className="h-52 w-full rounded-2xl" />
      </div>
    );

  if (assigned.isError || held.isError)
    return (
      <Alert variant="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('certificates.loadError')}</span>
        <Button
          size="sm"
          variant="outline-neutral"
          onClick={() => {
            if (assigned.isError) void assigned.refetch();
            if (held.isError) void held.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </Alert>
    );

  const cards: { certificate: UserGiftCertificate; list: 'assigned' | 'held' }[] = [
    ...assigned.data.map((certificate) => ({ certificate, list: 'assigned' as const })),
    ...held.data.map((certificate) => ({ certificate, list: 'held' as const })),
  ];
  if (cards.length === 0)
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Ticket aria-hidden="true" className="size-7" />
        </span>
        <p className="text-lg font-bold text-ink">{t('certificates.empty')}</p>
        <p className="max-w-md text-ink-muted">{t('certificates.emptyText')}</p>
      </div>
    );

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {cards.map(({ certificate, list }) => (
        <li key={certificate.userGiftCertificateId}>
          <CertificateCard certificate={certificate} list={list} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /profile/gift-certificates ('Buoni e punti', issue 15): the shopper's gift
 * certificates (docs/rules/account.md giftcertificate/list and list-manual-assigned) and
 * loyalty points with the orders that earn them.
 */
export function GiftCertificatesRoute() {
  const { t } = useTranslation('giftCertificates');
  const brand = useBrand();
  usePageTitle(t('pageTitle', { brand: brand.name }));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Breadcrumbs items={[{ label: t('title') }]} />
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-ink-muted">{t('intro')}</p>
      <section aria-labelledby="certificates-title" className="mt-8">
        <h2 id="certificates-title" className="mb-4 text-xl font-bold text-ink">
          {t('certificates.title')}
        </h2>
        <Certificates />
      </section>
      <section aria-labelledby="points-title" className="mt-10">
        <h2 id="points-title" className="mb-4 text-xl font-bold text-ink">
          {t('points.title')}
        </h2>
        <PointsPanel />
      </section>
    </div>
  );
}
