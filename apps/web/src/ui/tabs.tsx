import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

export const tabsListVariants = cva('flex', {
  variants: {
    variant: {
      /** Sections of one panel (delivery services). */
      underline: 'gap-1 overflow-x-auto border-b border-line',
      /** A row of cards that scrolls sideways on phones (days). */
      cards: 'gap-2 overflow-x-auto pb-1',
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tabsTriggerVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        underline:
          '-mb-px min-h-12 border-b-[3px] border-transparent px-3 text-sm text-ink-muted hover:text-ink data-[state=active]:border-primary data-[state=active]:text-primary sm:px-4 sm:text-base',
        cards:
          'min-h-16 min-w-[4.5rem] flex-col gap-0 rounded-xl border border-line-strong bg-white px-3 py-2 text-ink hover:border-ink-muted data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-white',
      },
      /** Tabs share the row: on phones the icon goes above a label that may wrap. */
      fill: {
        true: 'min-w-0 flex-1 shrink flex-col gap-1 py-2 text-center leading-tight whitespace-normal sm:flex-none sm:flex-row sm:gap-2',
        false: '',
      },
    },
    defaultVariants: { variant: 'underline', fill: false },
  },
);

export function TabsList({
  className,
  variant,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return <TabsPrimitive.List className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export function TabsTrigger({
  className,
  variant,
  fill,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & VariantProps<typeof tabsTriggerVariants>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(tabsTriggerVariants({ variant, fill }), className)}
      {...props}
    />
  );
}

/** Radix makes the panel a Tab stop: it keeps the shop's focus ring, like every other one. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('rounded-lg', className)} {...props} />;
}
