import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pictureSrcSet } from '@spesa/domain/api/pictures';
import { slidesQueryOptions } from '../../../lib/content';
import { AppLink } from '../../../lib/navigation';
import { Skeleton, cn } from '../../../ui';

/**
 * The home's hero slides from the content service (new_slides, only those
 * valid today). One at a time, moved by the shopper (no autoplay: moving
 * content that cannot be paused fails WCAG 2.2.2); nothing when there are none
 * or the service fails, as the home stands without them.
 */
export function HomeSlides() {
  const { t } = useTranslation('content');
  const slides = useQuery(slidesQueryOptions('home'));
  const [current, setCurrent] = useState(0);

  if (slides.isPending)
    return (
      <div className="mx-auto max-w-7xl px-4 pt-6 lg:px-6">
        <Skeleton className="aspect-[5/2] w-full rounded-3xl" />
      </div>
    );
  const items = (slides.data ?? []).filter((s) => s.featured_image);
  if (items.length === 0) return null;
  const index = Math.min(current, items.length - 1);
  const go = (delta: number) => setCurrent((index + delta + items.length) % items.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('slides.label')}
      className="mx-auto max-w-7xl px-4 pt-6 lg:px-6"
    >
      <div className="overflow-hidden rounded-3xl bg-surface-muted shadow-sm">
        {items.map((slide, i) => {
          const image = slide.featured_image!;
          const srcSet = pictureSrcSet(image.url, 'slide');
          const img = (
            <img
              src={image.url}
              srcSet={srcSet}
              sizes={srcSet ? '(min-width: 80rem) 78rem, calc(100vw - 2rem)' : undefined}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              className="block h-auto w-full"
            />
          );
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${items.length}`}
              hidden={i !== index}
            >
              {slide.link_url ? (
                <AppLink to={slide.link_url} className="block focus-visible:outline-offset-[-4px]">
                  {img}
                </AppLink>
              ) : (
                img
              )}
            </div>
          );
        })}
      </div>
      {items.length > 1 ? (
        // Below the slide, not over it: on a phone the slide's own text fills it.
        <div className="mt-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('slides.previous')}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          {items.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => setCurrent(i)}
              aria-label={t('slides.goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className="inline-flex size-11 items-center justify-center"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block size-3 rounded-full',
                  i === index ? 'bg-primary' : 'bg-line-strong',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('slides.next')}
            className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
