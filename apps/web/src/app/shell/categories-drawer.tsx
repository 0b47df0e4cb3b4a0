import { useTranslation } from 'react-i18next';
import { CategoryMenu } from '../../features/catalog';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '../../ui';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The left drawer (SPEC §2 App shell): the category tree on small screens,
 * the masonry category menu (a wider sheet) from the md breakpoint up.
 */
export function CategoriesDrawer({ open, onOpenChange }: DrawerProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="left"
        closeLabel={tCommon('close')}
        closeTone="inverse"
        aria-describedby={undefined}
        className="md:w-[min(94vw,1120px)]"
      >
        <DialogHeader className="border-b-0 bg-primary text-white">
          <DialogTitle className="text-white">{t('categories.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody className="md:px-8 md:py-6">
          <CategoryMenu onNavigate={() => onOpenChange(false)} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
