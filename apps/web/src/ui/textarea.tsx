import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-lg border border-line-strong bg-white px-4 py-2 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-ink-muted aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
