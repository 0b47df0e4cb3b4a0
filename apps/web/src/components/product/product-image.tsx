import { pictureSrcSet } from '@spesa/domain/api/pictures';
import { cn } from '../../ui';

export interface ProductImageProps {
  src: string;
  alt: string;
  size: number;
  /**
   * How wide the picture is shown (the `sizes` attribute): with it, the browser picks
   * the shop's packshot at 400 or 800 pixels by that width and the screen's density.
   */
  sizes?: string;
  /** Above the fold: load at once and with priority. */
  eager?: boolean;
  className?: string;
}

/** A packshot with its intrinsic size, so that the layout does not move while it loads. */
export function ProductImage({
  src,
  alt,
  size,
  sizes,
  eager = false,
  className,
}: ProductImageProps) {
  const srcSet = sizes ? pictureSrcSet(src, 'packshot') : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={cn('aspect-square h-auto w-full object-contain', className)}
    />
  );
}
