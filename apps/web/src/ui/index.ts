export { cn } from './cn';
export { Alert, alertVariants, type AlertProps } from './alert';
export { Badge, badgeVariants, type BadgeProps } from './badge';
export { Button, buttonVariants, type ButtonProps } from './button';
export { Checkbox } from './checkbox';
export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogCloseVariants,
  dialogContentVariants,
  type DialogContentProps,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { FieldError } from './field-error';
export { Input, inputClassName, type InputProps } from './input';
export { Label } from './label';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { LoadingOutline, Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Popover, PopoverContent, PopoverTrigger } from './popover';
export { RadioGroup, RadioGroupItem } from './radio-group';
export { Textarea, type TextareaProps } from './textarea';
export { RequiredMark, TextField, type TextFieldProps } from './text-field';
export { useOpenedOnce } from './use-opened-once';
export { lazyPart, type LazyPart } from './lazy-part';
export { MEDIUM_UP, SMALL_UP, useMediaQuery } from './use-media-query';
export { FloatingNotice, type FloatingNoticeProps } from './floating-notice';
export { TOAST_LIFT_VAR, useToastLift } from './toast-lift';
