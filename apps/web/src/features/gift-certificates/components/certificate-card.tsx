import { useTranslation } from 'react-i18next';
import { Ticket } from 'lucide-react';
import type { UserGiftCertificate } from '@spesa/domain';
import { orderPath } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { cn } from '../../../ui';
import { euro, italianDate } from '../../../lib/format';
import { stateOf, type CertificateState } from '../model/format';

const STATE_TONES: Record<CertificateState, string> = {
  available: 'bg-secondary-soft text-secondary-dark',
  inCart: 'bg-primary-soft text-primary-dark',
  used: 'bg-surface-sunken text-ink',
  expired: 'bg-surface-sunken text-ink-muted',
};

/** One certificate: its value, code, conditions, validity and what the shopper can still do with it. */
export function CertificateCard({
  certificate,
  list,
}: {
  certificate: UserGiftCertificate;
  list: 'held' | 'assigned';
}) {
  const { t } = useTranslation('giftCertificates');
  const state = stateOf(certificate, list);
  const spent = state === 'used' || state === 'expired';
  const value =
    certificate.kind === 'percent'
      ? t('certificates.percentOff', { percent: certificate.value })
      : t('certificates.amountOff', { amount: euro(certificate.value) });

  return (
    <article
      aria-labelledby={`certificate-${certificate.userGiftCertificateId}`}
      className={cn(
        'flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5',
        spent && 'bg-surface-muted shadow-none',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
            spent ? 'bg-surface-sunken text-ink-muted' : 'bg-primary-soft text-primary',
          )}
        >
          <Ticket className="size-6" />
        </span>
        <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', STATE_TONES[state])}>
          {t(`certificates.state.${state}`)}
        </span>
      </div>
      <div>
        <h3
          id={`certificate-${certificate.userGiftCertificateId}`}
          className="text-xl font-extrabold text-ink"
        >
          {value}
        </h3>
        <p className="mt-1 text-ink-muted">{certificate.description}</p>
      </div>
      <div className="mt-auto flex flex-col gap-1 text-sm text-ink">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-ink-muted">{t('certificates.code')}</span>
          <span className="rounded-md border border-dashed border-line-strong bg-white px-2 font-mono font-bold tracking-wider">
            {certificate.code}
          </span>
        </p>
        {certificate.minSpend > 0 ? (
          <p>{t('certificates.minSpend', { amount: euro(certificate.minSpend) })}</p>
        ) : null}
        <p className={cn(state === 'expired' && 'font-semibold')}>
          {certificate.validUntil
            ? t(state === 'expired' ? 'certificates.expiredOn' : 'certificates.validUntil', {
                date: italianDate(certificate.validUntil),
              })
            : t('certificates.noExpiry')}
        </p>
        {certificate.orderId !== null ? (
          <p>
            <AppLink
              to={orderPath(certificate.orderId)}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline hover:text-primary-dark"
            >
              {t('certificates.usedWith', { orderId: certificate.orderId })}
            </AppLink>
          </p>
        ) : null}
      </div>
    </article>
  );
}
