import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { MenuItem } from '@spesa/domain';
import { useBrand } from '../../lib/brand';
import { AppLink } from '../../lib/navigation';
import { cn } from '../../ui';

/** A link of the content menu: internal paths through the router, '#' entries as plain labels. */
export function MenuLink({
  item,
  className,
  onNavigate,
}: {
  item: MenuItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const external = item.target === '_blank';
  if (!item.url || item.url === '#') return <span className={className}>{item.title}</span>;
  return (
    <AppLink
      to={item.url}
      ownOrigins={[brand.origin]}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onNavigate}
      className={cn(item.classes, className)}
    >
      {item.title}
      {external ? (
        <>
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </>
      ) : null}
    </AppLink>
  );
}
