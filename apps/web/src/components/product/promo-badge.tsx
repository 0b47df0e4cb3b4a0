import type { WarehousePromo } from '@spesa/domain';
import { cva } from 'class-variance-authority';
import { cn } from '../../ui';

/** The promotion's cssClass (from the provider) mapped to one of our badge looks. */
export const PROMO_TONES: Record<string, 'percent' | 'bundle' | 'special'> = {
  'promo-percent': 'percent',
  'promo-bundle': 'bundle',
  'promo-special': 'special',
};

export const promoTone = (cssClass: string): 'percent' | 'bundle' | 'special' =>
  PROMO_TONES[cssClass] ?? 'percent';

export const promoBadgeVariants = cva(
  'inline-flex items-center rounded-md px-2 py-0.5 text-sm leading-5 font-extrabold tracking-tight',
  {
    variants: {
      tone: {
        percent: 'bg-primary text-white',
        bundle: 'bg-secondary text-white',
        special: 'bg-accent text-ink',
        new: 'bg-ink text-white',
      },
    },
    defaultVariants: { tone: 'percent' },
  },
);

export function PromoBadge({ promo, className }: { promo: WarehousePromo; className?: string }) {
  return (
    <span className={cn(promoBadgeVariants({ tone: promoTone(promo.view.cssClass) }), className)}>
      {promo.view.header}
    </span>
  );
}

export function NewBadge({ label, className }: { label: string; className?: string }) {
  return <span className={cn(promoBadgeVariants({ tone: 'new' }), className)}>{label}</span>;
}

const promoBoxVariants = cva('rounded-2xl border-2 p-4', {
  variants: {
    tone: {
      percent: 'border-primary/30 bg-primary-soft',
      bundle: 'border-secondary/30 bg-secondary-soft',
      special: 'border-accent bg-warning-soft',
    },
  },
});

/** The promotion as the product page shows it: header (badge), body and footer. */
export function PromoBox({ promo, className }: { promo: WarehousePromo; className?: string }) {
  const tone = promoTone(promo.view.cssClass);
  return (
    <div className={cn(promoBoxVariants({ tone }), className)}>
      <PromoBadge promo={promo} className="text-base" />
      {promo.view.body ? <p className="mt-2 font-bold text-ink">{promo.view.body}</p> : null}
      {promo.view.footer ? (
        <p className="mt-1 text-sm text-ink-muted">{promo.view.footer}</p>
      ) : null}
    </div>
  );
}
