import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, Store } from 'lucide-react';
import { staffMay, type StaffAction } from '@spesa/domain';
import {
  ADMIN_CALENDAR_PATH,
  ADMIN_CHANGES_PATH,
  ADMIN_IMPORTS_PATH,
  ADMIN_KEYS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_OFFERS_PATH,
  ADMIN_PATH,
  ADMIN_PRODUCTS_PATH,
} from '../../../config/paths';
import { useStaffMe } from '../api/staff';
import { staffLogoutUrl } from '../model';

/**
 * The manager's pages, one line each: a role sees the lines its rights
 * (staffMay) allow; a picker, who may none, sees no menu.
 */
const MANAGER_MENU = [
  { to: ADMIN_PRODUCTS_PATH, label: 'menu.products', action: 'catalogue' },
  { to: ADMIN_OFFERS_PATH, label: 'menu.offers', action: 'catalogue' },
  { to: ADMIN_CALENDAR_PATH, label: 'menu.calendar', action: 'calendar' },
  { to: ADMIN_IMPORTS_PATH, label: 'menu.imports', action: 'imports' },
  { to: ADMIN_KEYS_PATH, label: 'menu.keys', action: 'keys' },
  { to: ADMIN_CHANGES_PATH, label: 'menu.changes', action: 'changes' },
] as const satisfies readonly { to: string; label: `menu.${string}`; action: StaffAction }[];

function ManagerMenu() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const role = me.data?.role;
  const lines = role ? MANAGER_MENU.filter((line) => staffMay(role, line.action)) : [];
  if (lines.length === 0) return null;
  return (
    <nav aria-label={t('menu.label')} className="border-t border-line">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-1.5">
        <li>
          <NavLink to={ADMIN_PATH} end className={menuLinkClass}>
            {t('menu.orders')}
          </NavLink>
        </li>
        {lines.map((line) => (
          <li key={line.to}>
            <NavLink to={line.to} className={menuLinkClass}>
              {t(line.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-10 items-center rounded-full px-3 text-sm font-semibold hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-primary ${
    isActive ? 'bg-primary-soft text-primary-dark' : 'text-ink'
  }`;

/** The console's frame: who is signed in, and the way out. The shop's chrome is hidden here. */
export function StaffLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  return (
    <div className="min-h-dvh bg-surface-muted">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link to={ADMIN_PATH} className="flex items-center gap-2 font-extrabold text-ink">
            <Store aria-hidden className="size-6 text-primary" />
            {t('layout.home')}
          </Link>
          <div className="flex items-center gap-3 text-sm">
            {me.data ? (
              <p className="text-ink-muted">
                <span className="font-semibold text-ink">{me.data.name}</span>
                <span className="hidden sm:inline"> · {t(`roles.${me.data.role}`)}</span>
              </p>
            ) : null}
            <a
              href={staffLogoutUrl(ADMIN_LOGIN_PATH)}
              className="inline-flex min-h-10 items-center gap-1 rounded-full border border-line px-3 font-semibold text-ink hover:bg-surface-muted"
            >
              <LogOut aria-hidden className="size-4" />
              {t('layout.logout')}
            </a>
          </div>
        </div>
        <ManagerMenu />
      </header>
      <div className="mx-auto max-w-6xl px-4 py-5">
        <h1 className="mb-4 text-2xl font-extrabold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
