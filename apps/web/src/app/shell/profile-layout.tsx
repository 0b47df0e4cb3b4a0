import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { UserRound } from 'lucide-react';
import { USER_BOARD_PATH } from '../../config/paths';
import { cn } from '../../ui';
import { ACCOUNT_LINKS } from './account-links';

const item =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-semibold text-ink hover:bg-surface-muted hover:text-primary [&_svg]:size-5';
const current = 'bg-primary-soft text-primary';

/**
 * The account's pages (/profile/…): on wide screens a side menu of the same
 * entries as the account menu beside the page; on phones the page alone
 * (the dashboard lists the entries).
 */
export function ProfileLayout() {
  const { t } = useTranslation('shell');
  const links = [
    { path: USER_BOARD_PATH, label: t('navbar.accountMenu'), icon: UserRound, end: true },
    ...ACCOUNT_LINKS.map((l) => ({ ...l, label: t(`navbar.${l.labelKey}`), end: false })),
  ];
  return (
    <div className="mx-auto w-full max-w-7xl lg:flex lg:gap-4 lg:px-4">
      <aside className="hidden shrink-0 py-10 lg:block lg:w-60">
        <nav aria-label={t('profile.navLabel')}>
          <ul className="flex flex-col gap-1">
            {links.map(({ path, label, icon: Icon, end }) => (
              <li key={path}>
                <NavLink
                  to={path}
                  end={end}
                  className={({ isActive }) => cn(item, isActive && current)}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
