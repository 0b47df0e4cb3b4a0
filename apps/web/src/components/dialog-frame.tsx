import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  cn,
  type DialogContentProps,
} from '../ui';

export interface DialogFrameProps extends Omit<DialogContentProps, 'title' | 'closeLabel'> {
  open: boolean;
  /** Asked by Esc, a click outside and the close button. */
  onClose?: () => void;
  /** Asked by the trigger. */
  onOpen?: () => void;
  /** The button that opens the dialog, and gets the focus back when it closes. */
  trigger?: ReactNode;
  title: ReactNode;
  titleClassName?: string;
  headerClassName?: string;
  /** Before the title (a warning's icon). */
  icon?: ReactNode;
  /** false: no close button, for a question the shopper must answer. */
  closable?: boolean;
}

/**
 * What every dialog begins with: its open state, the close button 'Chiudi'
 * and the header with its title. The body and the footer are the children.
 */
export function DialogFrame({
  open,
  onClose,
  onOpen,
  trigger,
  title,
  titleClassName,
  headerClassName,
  icon,
  closable = true,
  children,
  ...content
}: DialogFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen?.() : onClose?.())}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={closable ? t('close') : undefined} {...content}>
        <DialogHeader className={cn(icon && 'gap-3', headerClassName)}>
          {icon}
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
