import { useTranslation } from 'react-i18next';
import { cn } from '../../ui';
import { priceViewOf, type PricedProduct } from './price';

export interface PriceBlockProps {
  product: PricedProduct;
  size?: 'md' | 'lg';
  /** Phones show the price line only (a cart row); the details come back from sm up. */
  compactOnPhone?: boolean;
  className?: string;
}

/**
 * The price block (docs/rules/cart.md Cart texts, docs/rules/catalog.md): the price (per kg for loose goods,
 * the estimated pack price for Confezione), the standard price struck through
 * when higher, and the price per kg or litre.
 */
export function PriceBlock({
  product,
  size = 'md',
  compactOnPhone = false,
  className,
}: PriceBlockProps) {
  const { t } = useTranslation('catalog');
  const view = priceViewOf(product);
  const large = size === 'lg';
  const detail = compactOnPhone && 'hidden sm:block';
  return (
    <div className={cn('flex flex-col', className)} data-testid="price-block">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn(
            'font-extrabold tracking-tight text-ink tabular-nums',
            large ? 'text-3xl' : compactOnPhone ? 'text-base sm:text-xl' : 'text-xl',
            view.standardPrice && 'text-primary',
          )}
        >
          <span className="sr-only">{t('price.price')} </span>
          {view.price}
          {view.priceUnit ? (
            <span className={cn('font-bold', large ? 'text-lg' : 'text-sm')}>
              /{view.priceUnit}
            </span>
          ) : null}
        </span>
        {view.standardPrice ? (
          <span className={cn('text-ink-muted tabular-nums', large ? 'text-lg' : 'text-sm')}>
            <span className="sr-only"> {t('price.insteadOf')} </span>
            <s>{view.standardPrice}</s>
          </span>
        ) : null}
      </p>
      {view.packContent ? (
        <p className={cn('text-ink-muted', large ? 'text-base' : 'text-sm', detail)}>
          {t('price.packContent', { content: view.packContent })}
        </p>
      ) : null}
      {view.pricePerUnit ? (
        <p className={cn('text-ink-muted tabular-nums', large ? 'text-base' : 'text-sm', detail)}>
          {view.pricePerUnit}
        </p>
      ) : null}
      {view.pieceWeight ? (
        <p className={cn('text-ink-muted', large ? 'text-base' : 'text-sm', detail)}>
          {t('price.pieceWeight', { weight: view.pieceWeight })}
        </p>
      ) : null}
    </div>
  );
}
