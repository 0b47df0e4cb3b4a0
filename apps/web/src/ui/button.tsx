import type { ButtonHTMLAttributes, Ref } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

/*
 * A label wraps rather than push the page sideways: on a 320 px screen with the text at
 * 200 % «Aggiungi indirizzo» is wider than the screen. It keeps to one line wherever it fits.
 */
export const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full text-center font-semibold break-words transition-colors select-none disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white hover:bg-primary-dark active:bg-primary-dark',
        secondary: 'bg-secondary text-white hover:bg-secondary-dark active:bg-secondary-dark',
        outline: 'border-2 border-primary bg-white text-primary hover:bg-primary-soft',
        'outline-neutral': 'border border-line bg-white text-ink hover:bg-surface-muted',
        ghost: 'bg-transparent text-ink hover:bg-surface-muted',
        'ghost-inverse': 'bg-transparent text-white hover:bg-white/15',
        link: 'h-auto rounded-sm px-0 text-primary underline underline-offset-4 hover:text-primary-dark',
      },
      size: {
        sm: 'min-h-10 px-4 text-sm',
        md: 'min-h-11 px-5 text-base',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-11 p-0',
      },
      block: { true: 'w-full', false: '' },
    },
    compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0' }],
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Renders the child element (a link) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  if (asChild)
    return (
      <Slot.Root className={cn(buttonVariants({ variant, size, block }), className)} {...props} />
    );
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, block }), className)}
      {...props}
    />
  );
}
