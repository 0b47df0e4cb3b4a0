import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export const inputClassName =
  'block min-h-12 w-full rounded-lg border border-line-strong bg-white px-4 py-2 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-ink-muted aria-invalid:border-danger aria-invalid:bg-danger-soft disabled:bg-surface-muted';

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
