import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@spesa/domain';
import { ListedProduct } from '../../../components/product';
import { Button } from '../../../ui';
import { CARD_WIDTH, ShelfSkeleton } from './shelf-skeleton';
import { useShelf, type HomeShelf } from '../api/home-api';

/**
 * A row of products the shopper scrolls sideways (swipe, wheel, keyboard or the buttons).
 * Memoised, as its shelf renders again each time its query's state changes.
 */
export const ProductCarousel = memo(function ProductCarousel({
  title,
  products,
}: {
  title: string;
  products: Product[];
}) {
  const { t } = useTranslation('home');
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The server cannot measure: at first the row shows its start, so only "forward" is possible.
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const start = list.scrollLeft <= 1;
    const end = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, products.length]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * list.clientWidth * 0.9,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  return (
    <section
      aria-labelledby={titleId}
      className="below-fold mx-auto max-w-7xl px-4 pt-5 sm:pt-8 lg:px-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={titleId} className="text-2xl font-extrabold text-ink sm:text-3xl">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t('shelves.previous', { title })}
            disabled={edges.start}
            onClick={() => scroll(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t('shelves.next', { title })}
            disabled={edges.end}
            onClick={() => scroll(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ul
        ref={listRef}
        onScroll={measure}
        className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:gap-4 lg:-mx-6 lg:scroll-px-6 lg:px-6"
      >
        {products.map((product) => (
          <li key={product.productId} className={CARD_WIDTH}>
            <ListedProduct product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * One of the home's rows ('In offerta', 'Novità', 'I più acquistati'): a row
 * that fails or has no products is left out, as the home stands without it.
 */
export function ProductShelf({ shelf }: { shelf: HomeShelf }) {
  const { t } = useTranslation('home');
  const products = useShelf(shelf);
  if (products.isPending) return products.fetchStatus === 'idle' ? null : <ShelfSkeleton />;
  if (!products.data?.length) return null;
  return <ProductCarousel title={t(`shelves.${shelf}`)} products={products.data} />;
}
