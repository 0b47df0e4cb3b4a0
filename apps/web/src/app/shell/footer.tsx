import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Mail, Phone } from 'lucide-react';
import type { MenuItem } from '@spesa/domain';
import { useInstalledApp } from '../../lib/app-mode';
import { useBrand } from '../../lib/brand';
import { Skeleton, cn } from '../../ui';
import { MenuLink } from './menu-links';
import { CookiePreferencesLink } from '../../components/cookie-consent';

export interface FooterProps {
  menu: MenuItem[] | undefined;
  isLoading: boolean;
  isError?: boolean;
  year?: number;
}

const footerLink =
  'inline-flex min-h-10 items-center text-[0.9375rem] text-ink-muted underline-offset-4 hover:text-primary hover:underline';

function LinkGroup({ item }: { item: MenuItem }) {
  const headingId = useId();
  const children = item.child_items ?? [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-base font-bold text-ink">
        {item.title}
      </h2>
      {children.length > 0 ? (
        <ul>
          {children.map((child) => (
            <li key={child.ID}>
              <MenuLink item={child} className={footerLink} />
            </li>
          ))}
        </ul>
      ) : (
        <MenuLink item={item} className={footerLink} />
      )}
    </section>
  );
}

/** The brand's customer-service contacts, when its texts carry them. */
function Contacts() {
  const { t } = useTranslation('brand');
  const { t: tShell } = useTranslation('shell');
  const headingId = useId();
  const phone = t('contactsPhone');
  const email = t('contactsEmail');
  const hours = t('contactsHours');
  if (!phone && !email) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 text-base font-bold text-ink">
        {tShell('footer.contactsTitle')}
      </h2>
      <ul className="space-y-1 text-[0.9375rem] text-ink-muted">
        {phone ? (
          <li>
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              className="inline-flex min-h-10 items-center gap-2 font-semibold text-ink hover:text-primary"
            >
              <Phone aria-hidden="true" className="size-4 text-primary" />
              {phone}
            </a>
          </li>
        ) : null}
        {email ? (
          <li>
            <a
              href={`mailto:${email}`}
              className="inline-flex min-h-10 items-center gap-2 break-all hover:text-primary"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {email}
            </a>
          </li>
        ) : null}
        {hours ? (
          <li className="flex items-start gap-2 py-2">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {hours}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * Footer: link groups from the footer menu, legal text and copyright; at least 315 px
 * high (docs/rules/content.md). Memoised: it changes with the menu only, not with the shell.
 */
export const Footer = memo(function Footer({
  menu,
  isLoading,
  isError = false,
  year = new Date().getFullYear(),
}: FooterProps) {
  const { t } = useTranslation('shell');
  const { t: tBrand } = useTranslation('brand');
  const brand = useBrand();
  const installedApp = useInstalledApp();
  const legal = tBrand('legalFooter');
  const groups = menu ?? [];

  return (
    <footer
      aria-label={t('footer.label')}
      // hidden on the small mobile-app view only (docs/rules/content.md); the web storefront always shows it
      className={cn(
        'below-fold mt-auto flex min-h-[315px] flex-col border-t border-line bg-surface-muted',
        installedApp && 'max-sm:hidden',
      )}
    >
      <div className="mx-auto grid w-full max-w-7xl flex-1 content-start gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        {isError ? <p className="text-ink-muted sm:col-span-2">{t('footer.unavailable')}</p> : null}
        {isLoading
          ? Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="space-y-3">
                <Skeleton className="h-5 w-32" />
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-36" />
                <Skeleton className="h-4 w-28" />
              </div>
            ))
          : groups.map((item) => <LinkGroup key={item.ID} item={item} />)}
        <Contacts />
      </div>
      <div className="border-t border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-ink-muted lg:px-6">
          {legal ? <p>{legal}</p> : null}
          <p>
            {t('footer.copyright', { year, brand: brand.name })} {tBrand('copyright')}
          </p>
          <p>
            <CookiePreferencesLink className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-ink underline underline-offset-4 hover:text-primary" />
          </p>
        </div>
      </div>
    </footer>
  );
});
