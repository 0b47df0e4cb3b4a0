import { useTranslation } from 'react-i18next';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { USER_BOARD_PATH } from '../../config/paths';
import { AppLink } from '../../lib/navigation';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  cn,
} from '../../ui';
import { ACCOUNT_LINKS } from './account-links';

export interface AccountMenuProps {
  firstName: string;
  /** The open menu mounts inside the header's landmark, not loose in the body. */
  container: HTMLElement | null;
  onLogout: () => void;
  triggerClassName: string;
  captionClassName: string;
}

/**
 * The logged-in shopper's menu in the navbar. A module of its own, loaded by the
 * navbar only for a logged-in shopper: Radix's menu and its positioning are not on
 * a new visitor's first page (issue 12).
 */
export function AccountMenu({
  firstName,
  container,
  onLogout,
  triggerClassName,
  captionClassName,
}: AccountMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className={cn(triggerClassName, 'data-[state=open]:bg-surface-muted')}>
        <UserRound aria-hidden="true" />
        <span className={cn(captionClassName, 'max-w-20 truncate sm:max-w-32')}>{firstName}</span>
        <ChevronDown aria-hidden="true" className="hidden sm:block sm:!size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" container={container}>
        <DropdownMenuLabel>{t('navbar.hello', { name: firstName })}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <AppLink to={USER_BOARD_PATH}>
            <UserRound aria-hidden="true" />
            {t('navbar.accountMenu')}
          </AppLink>
        </DropdownMenuItem>
        {ACCOUNT_LINKS.map(({ path, labelKey, icon: Icon }) => (
          <DropdownMenuItem asChild key={path}>
            <AppLink to={path}>
              <Icon aria-hidden="true" />
              {t(`navbar.${labelKey}`)}
            </AppLink>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('navbar.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
