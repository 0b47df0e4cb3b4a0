import { useRef, type ComponentProps, type HTMLAttributes, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from './cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const dialogContentVariants = cva(
  'fixed z-50 flex flex-col bg-white text-ink shadow-2xl outline-none focus-visible:outline-none',
  {
    variants: {
      side: {
        /** A centred modal, full width on phones up to its max width. */
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 rounded-2xl motion-safe:data-[state=open]:animate-dialog-in',
        /** A side sheet from the left (menus). */
        left: 'inset-y-0 left-0 h-dvh w-[min(88vw,400px)] motion-safe:data-[state=open]:animate-sheet-in-left',
        /** A side sheet from the right (cart): full width on phones, 600 px from sm up. */
        right:
          'inset-y-0 right-0 h-dvh w-full sm:w-[600px] motion-safe:data-[state=open]:animate-sheet-in-right',
      },
    },
    defaultVariants: { side: 'center' },
  },
);

export const dialogCloseVariants = cva(
  'absolute top-2.5 right-2.5 inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors',
  {
    variants: {
      tone: {
        default: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
        /** On a coloured header. */
        inverse: 'text-white hover:bg-white/15',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export interface DialogContentProps
  extends
    ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof dialogContentVariants> {
  /** Accessible name of the close button; no button when omitted. */
  closeLabel?: string;
  closeTone?: VariantProps<typeof dialogCloseVariants>['tone'];
  children: ReactNode;
}

export function DialogContent({
  className,
  side,
  closeLabel,
  closeTone,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Dialogs opened from code (no Radix Trigger) still give focus back to what had it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50 motion-safe:data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(dialogContentVariants({ side }), className)}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            title={closeLabel}
            className={dialogCloseVariants({ tone: closeTone })}
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex min-h-16 shrink-0 items-center border-b border-line py-3 pr-16 pl-5',
        className,
      )}
      {...props}
    />
  );
}

export function DialogBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain p-5', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex shrink-0 flex-wrap justify-end gap-3 border-t border-line p-4',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-xl font-bold text-ink', className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />
  );
}
