import { useTranslation } from 'react-i18next';
import { ChevronRight, FlaskConical, LogOut } from 'lucide-react';
import { useLogoutMutation } from '../../features/auth';
import { useBrand } from '../../lib/brand';
import { AppLink, usePageTitle } from '../../lib/navigation';
import { useSession } from '../../lib/session';
import { Badge, Button } from '../../ui';
import { ACCOUNT_LINKS } from '../shell/account-links';

/**
 * /profile/dashboard (docs/rules/account.md user board): the way into every page of the
 * account — on phones the list a shopper picks from, on wide screens beside
 * the same side menu.
 */
export function AccountDashboardRoute() {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const session = useSession();
  const logout = useLogoutMutation();
  usePageTitle(t('profile.pageTitle', { brand: brand.name }));
  const name = session.user.firstName?.trim() || session.user.login || '';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('navbar.accountMenu')}</h1>
      <p className="mt-1 text-ink-muted">{t('profile.intro', { name })}</p>
      {session.isBetaTester ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          <Badge variant="secondary" className="gap-1 px-2.5 py-0.5">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            {t('profile.betaTester')}
          </Badge>
          {t('profile.betaTesterText')}
        </p>
      ) : null}
      <ul className="mt-6 flex flex-col gap-3" aria-label={t('profile.navLabel')}>
        {ACCOUNT_LINKS.map(({ path, labelKey, icon: Icon }) => (
          <li key={path}>
            <AppLink
              to={path}
              className="flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm hover:border-primary hover:text-primary"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">{t(`navbar.${labelKey}`)}</span>
              <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
            </AppLink>
          </li>
        ))}
      </ul>
      <Button
        variant="outline-neutral"
        className="mt-6"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
        {t('navbar.logout')}
      </Button>
    </div>
  );
}
