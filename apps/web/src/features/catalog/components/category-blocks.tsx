import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Lightbulb } from 'lucide-react';
import type { CategoryBlock } from '@spesa/domain';
import { pictureSrcSet } from '@spesa/domain/api/pictures';
import { isApiError } from '../../../lib/api';
import { AppLink } from '../../../lib/navigation';
import { Button, Skeleton, cn } from '../../../ui';
import { categoryBlockQueryOptions } from '../api/get-category-block';

/**
 * The content blocks of a category page (GET /ebsn/api/category-block/info,
 * one call per id the category lists): a banner or a text, in the category's
 * order. They are fetched once the page is on screen, not before it, and are
 * decoration: a block still loading holds its place, a block that no longer
 * exists is left out, and one that failed says so in a line with a retry
 * while the rest of the page works.
 */
export function CategoryBlocks({ blockIds }: { blockIds: readonly number[] }) {
  if (blockIds.length === 0) return null;
  return (
    <div className="mb-4 flex flex-col gap-4 sm:mb-5">
      {blockIds.map((id) => (
        <CategoryBlockSlot key={id} blockId={id} />
      ))}
    </div>
  );
}

/**
 * One block's place. A query per slot rather than useQueries: that hook and its
 * observer would join the libraries' chunk every page loads first (decision 018).
 */
function CategoryBlockSlot({ blockId }: { blockId: number }) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const block = useQuery(categoryBlockQueryOptions(blockId));
  if (block.isPending)
    return (
      <div role="status">
        <span className="sr-only">{tCommon('loading')}</span>
        <Skeleton className="h-28 w-full rounded-2xl sm:h-32" />
      </div>
    );
  if (block.isError) {
    if (isApiError(block.error) && block.error.status === 404) return null;
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line px-4 py-2 text-sm text-ink-muted"
      >
        <p>{t('blocks.error')}</p>
        <Button size="sm" variant="ghost" onClick={() => void block.refetch()}>
          {t('listing.retry')}
        </Button>
      </div>
    );
  }
  return block.data.type === 'banner' ? (
    <BannerBlock block={block.data} />
  ) : (
    <TextBlock block={block.data} />
  );
}

/** A picture, a heading and a line; with a link the whole card is the link's target. */
function BannerBlock({ block }: { block: CategoryBlock }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const location = useLocation();
  // On the page it opens (the department's offers, filtered) the banner is a title, not a link to itself.
  const link = block.linkURL === location.pathname + location.search ? null : block.linkURL;
  const image = block.imageURL;
  const srcSet = image ? pictureSrcSet(image, 'categoryMenu') : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        block.cssClass,
        'relative flex items-center gap-4 rounded-2xl border border-primary/20 bg-primary-soft p-3 sm:gap-6',
        link &&
          'transition-colors hover:border-primary has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary',
      )}
    >
      {image ? (
        // The picture draws the department's name and icon, which the heading says: no second reading.
        <img
          src={image}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 40rem) 10rem, 5rem' : undefined}
          width={300}
          height={180}
          alt=""
          loading="lazy"
          className="h-auto w-20 shrink-0 rounded-xl sm:w-40"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-base leading-snug font-extrabold text-ink sm:text-2xl">
          {link ? (
            <AppLink
              to={link}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {block.title}
            </AppLink>
          ) : (
            block.title
          )}
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-ink-muted sm:line-clamp-none sm:text-base">
          {block.description}
        </p>
        {link ? (
          <span
            aria-hidden="true"
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-primary"
          >
            {t('blocks.discover')}
            <ChevronRight className="size-4" />
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** A heading with a paragraph: the shelf's tip. */
function TextBlock({ block }: { block: CategoryBlock }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(block.cssClass, 'rounded-2xl border border-line bg-surface-muted p-4 sm:p-5')}
    >
      <h2 id={headingId} className="flex items-start gap-2 text-lg font-bold text-ink">
        <Lightbulb aria-hidden="true" className="mt-1 size-5 shrink-0 text-secondary-dark" />
        {block.title}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-muted">{block.description}</p>
    </section>
  );
}
