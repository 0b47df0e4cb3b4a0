import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@spesa/domain';
import { productPath } from '../../config/paths';
import { cn } from '../../ui';
import { PriceBlock } from './price-block';
import { ProductImage } from './product-image';
import { NewBadge, PromoBadge } from './promo-badge';

export interface ProductCardProps {
  product: Product;
  /** Cards in the first rows load their picture at once. */
  eager?: boolean;
  /** Heading level of the product name inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** What the shopper can do with the product (the cart control), filled by whoever composes the card. */
  action?: ReactNode;
  /** Keeping it for later (the heart, the lists), over the picture's corner. */
  keep?: ReactNode;
  className?: string;
}

/**
 * A product in a list (docs/rules/catalog.md "Product card with quantity controls and a
 * price block"): the whole card opens the product through its name's link,
 * which stays the one tab stop besides the actions (the cart control: add, then −/+;
 * the heart and the lists).
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel: Heading = 'h3',
  action,
  keep,
  className,
}: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'group relative flex h-full flex-col rounded-2xl border border-line bg-white p-3 transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-4',
        className,
      )}
    >
      <div className="relative mb-3 overflow-hidden rounded-xl bg-surface-muted">
        <ProductImage
          src={product.mediaURL}
          alt=""
          size={240}
          sizes="(min-width: 768px) 18rem, 50vw"
          eager={eager}
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {product.warehousePromo ? <PromoBadge promo={product.warehousePromo} /> : null}
          {product.isNew ? <NewBadge label={t('product.new')} /> : null}
        </div>
        {keep ? (
          <div className="absolute top-2 right-2 z-10 flex flex-col gap-1">{keep}</div>
        ) : null}
      </div>
      <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">{product.brand}</p>
      <Heading id={titleId} className="mt-0.5 text-base leading-snug font-bold text-ink">
        <Link
          to={productPath(product)}
          className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </Heading>
      {product.shortDescr ? (
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{product.shortDescr}</p>
      ) : null}
      <div className="mt-auto pt-3">
        <PriceBlock product={product} />
        {action ? <div className="relative z-10 mt-3">{action}</div> : null}
      </div>
    </article>
  );
}
