import { cn } from '../../ui';

export interface ProductImageProps {
  src: string;
  alt: string;
  size: number;
  /** Above the fold: load at once and with priority. */
  eager?: boolean;
  className?: string;
}

/** A packshot with its intrinsic size, so that the layout does not move while it loads. */
export function ProductImage({ src, alt, size, eager = false, className }: ProductImageProps) {
  return (
    <img
      src={src}
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
