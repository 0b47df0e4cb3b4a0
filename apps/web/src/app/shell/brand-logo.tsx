import { useTranslation } from 'react-i18next';
import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';
import { HOME_PATH } from '../../config/paths';
import { useBrand } from '../../lib/brand';
import { cn } from '../../ui';

/** The brand's logo (an SVG the API serves), linking Home. Falls back to the name when there is no logo. */
export function BrandLogo({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  return (
    <Link
      to={HOME_PATH}
      aria-label={t('navbar.homeLink', { brand: brand.name })}
      className={cn('inline-flex min-h-11 min-w-0 shrink items-center rounded-md', className)}
    >
      {brand.logoUrl ? (
        <img
          src={brand.logoUrl}
          alt=""
          width={220}
          height={48}
          className="h-9 w-auto max-w-full sm:h-12 @max-2xs/page:h-auto"
        />
      ) : (
        <span className="inline-flex items-center gap-2 truncate text-lg font-extrabold whitespace-nowrap text-primary sm:text-xl">
          <ShoppingBasket aria-hidden="true" className="size-7 shrink-0" />
          {brand.name}
        </span>
      )}
    </Link>
  );
}
