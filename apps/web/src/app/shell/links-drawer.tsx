import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@spesa/domain';
import { DialogFrame } from '../../components/dialog-frame';
import { DialogBody, Skeleton } from '../../ui';
import type { DrawerProps } from './categories-drawer';
import { MenuLink } from './menu-links';

export interface LinksDrawerProps extends DrawerProps {
  menu: MenuItem[] | undefined;
  isLoading: boolean;
}

const linkClass =
  'flex min-h-12 items-center justify-between gap-3 rounded-lg px-3 text-base font-medium text-ink no-underline hover:bg-surface-muted hover:text-primary';

function Group({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const headingId = useId();
  const children = item.child_items ?? [];
  if (children.length === 0) {
    return (
      <li>
        <MenuLink item={item} onNavigate={onNavigate} className={linkClass} />
      </li>
    );
  }
  return (
    <li className="border-b border-line pb-3 last:border-b-0">
      <h3
        id={headingId}
        className="px-3 pt-3 pb-1 text-xs font-bold tracking-wider text-ink-muted uppercase"
      >
        {item.title}
      </h3>
      <ul aria-labelledby={headingId}>
        {children.map((child) => (
          <li key={child.ID}>
            <MenuLink item={child} onNavigate={onNavigate} className={linkClass} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The links drawer fed by the footer menu: a title and links with children, closable (docs/rules/shop-shell.md). */
export function LinksDrawer({ open, onOpenChange, menu, isLoading }: LinksDrawerProps) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <DialogFrame
      open={open}
      onClose={close}
      side="right"
      className="sm:w-[420px]"
      aria-describedby={undefined}
      title={t('links.title')}
    >
      <DialogBody className="px-2">
        {isLoading ? (
          <div className="space-y-3 px-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : menu && menu.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {menu.map((item) => (
              <Group key={item.ID} item={item} onNavigate={close} />
            ))}
          </ul>
        ) : (
          <p className="px-3 text-ink-muted">{t('links.empty')}</p>
        )}
      </DialogBody>
    </DialogFrame>
  );
}
