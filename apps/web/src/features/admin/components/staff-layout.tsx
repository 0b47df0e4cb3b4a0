import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, Store } from 'lucide-react';
import { staffMay, type StaffAction } from '@spesa/domain';
import {
  ADMIN_IMPORTS_PATH,
  ADMIN_KEYS_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_PATH,
} from '../../../config/paths';
import { useStaffMe } from '../api/staff';
import { staffLogoutUrl } from '../model';

/** The manager's pages: one line each, shown to the roles the action's right allows. */
const MANAGER_MENU: readonly {
  to: string;
  label: 'menu.imports' | 'menu.keys';
  action: StaffAction;
}[] = [
  { to: ADMIN_IMPORTS_PATH, label: 'menu.imports', action: 'imports' },
  { to: ADMIN_KEYS_PATH, label: 'menu.keys', action: 'keys' },
];

/** The console's frame: who is signed in, and the way out. The shop's chrome is hidden here. */
export function StaffLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const role = me.data?.role;
  const menu = role ? MANAGER_MENU.filter((page) => staffMay(role, page.action)) : [];
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
        {menu.length > 0 ? (
          <nav aria-label={t('menu.label')} className="mx-auto max-w-6xl px-4 pb-2">
            <ul className="flex flex-wrap gap-2">
              {menu.map((page) => (
                <li key={page.to}>
                  <NavLink
                    to={page.to}
                    className="inline-flex min-h-10 items-center rounded-full border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-muted aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-white"
                  >
                    {t(page.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <div className="mx-auto max-w-6xl px-4 py-5">
        <h1 className="mb-4 text-2xl font-extrabold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
