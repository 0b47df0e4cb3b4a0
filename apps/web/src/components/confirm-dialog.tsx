import type { ReactNode } from 'react';
import { Alert, Button, DialogBody, DialogDescription, DialogFooter, Spinner } from '../ui';
import { DialogFrame } from './dialog-frame';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Shown in the dialog when the confirmed action failed. */
  error?: string | null;
}

/** A yes/no question (max width 400, like the cart's remove dialog of docs/rules/shop-shell.md). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  error,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      className="max-w-[400px]"
      title={title}
      titleClassName="text-lg"
    >
      <DialogBody className="space-y-4">
        {/* A div: a message may hold blocks (an alert, paragraphs), which a <p> cannot. */}
        <DialogDescription asChild className="text-base text-ink">
          <div>{message}</div>
        </DialogDescription>
        <div role="alert" className="empty:sr-only">
          {error ? <Alert variant="error">{error}</Alert> : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline-neutral" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
