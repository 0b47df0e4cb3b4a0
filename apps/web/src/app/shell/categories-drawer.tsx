import { useTranslation } from 'react-i18next';
import { Store } from 'lucide-react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../ui';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The left drawer (SPEC §2 App shell). The category tree arrives with the
 * catalogue; for now it shows its frame and an empty state.
 */
export function CategoriesDrawer({ open, onOpenChange }: DrawerProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel={tCommon('close')} closeTone="inverse">
        <DialogHeader className="border-b-0 bg-primary text-white">
          <DialogTitle className="text-white">{t('categories.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody className="flex flex-col items-center justify-center gap-4 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Store aria-hidden="true" className="size-8" />
          </span>
          <DialogDescription className="max-w-64 text-base text-ink-muted">
            {t('categories.empty')}
          </DialogDescription>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
