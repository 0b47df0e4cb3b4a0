import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@spesa/domain';
import { productPath } from '../../config/paths';
import { cn, Skeleton } from '../../ui';
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
        'group relative flex h-full flex-col rounded-2xl border border-line bg-white p-2.5 transition-shadow focus-within:shadow-lg hover:shadow-lg sm:p-3.5',
        className,
      )}
    >
      <div className="relative mb-2 overflow-hidden rounded-xl bg-surface-muted sm:mb-3">
        {/* Lower on a phone, where two cards share the width: more of the list on a screen. */}
        <ProductImage
          src={product.mediaURL}
          alt=""
          size={240}
          sizes="(min-width: 768px) 15rem, 50vw"
          eager={eager}
          className="aspect-[5/4] sm:aspect-square"
        />
        {/* Beside the keep buttons, never under them: a long badge wraps. */}
        <div
          className={cn(
            'absolute top-2 left-2 flex flex-col items-start gap-1',
            keep && 'right-12',
          )}
        >
          {product.warehousePromo ? <PromoBadge promo={product.warehousePromo} /> : null}
          {product.isNew ? <NewBadge label={t('product.new')} /> : null}
        </div>
        {keep ? (
          <div className="absolute top-2 right-2 z-10 flex flex-col gap-1">{keep}</div>
        ) : null}
      </div>
      <p className="text-xs font-bold tracking-wide text-ink-muted uppercase">{product.brand}</p>
      <Heading
        id={titleId}
        className="mt-0.5 line-clamp-3 text-[0.9375rem] leading-snug font-bold text-ink sm:line-clamp-none sm:text-base"
      >
        <Link
          to={productPath(product)}
          className="rounded-sm outline-offset-4 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-primary hover:underline"
        >
          {product.name}
        </Link>
      </Heading>
      {product.shortDescr ? (
        <p className="mt-1 line-clamp-2 hidden text-sm text-ink-muted sm:block">
          {product.shortDescr}
        </p>
      ) : null}
      <div className="mt-auto pt-2 sm:pt-3">
        <PriceBlock product={product} />
        {action ? <div className="relative z-10 mt-2 sm:mt-3">{action}</div> : null}
      </div>
    </article>
  );
}

/** A product card while it loads, at the card's own padding and picture shape. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-line p-2.5 sm:p-3.5', className)}>
      <Skeleton className="aspect-[5/4] w-full rounded-xl sm:aspect-square" />
      <Skeleton className="mt-3 h-3 w-1/3" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-1.5 h-4 w-2/3" />
      <Skeleton className="mt-4 h-6 w-1/2" />
      <Skeleton className="mt-3 h-11 w-full rounded-full" />
    </div>
  );
}
