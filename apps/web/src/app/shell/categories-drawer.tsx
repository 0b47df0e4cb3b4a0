import { useTranslation } from 'react-i18next';
import { CategoryMenu } from '../../features/catalog';
import { DialogFrame } from '../../components/dialog-frame';
import { DialogBody } from '../../ui';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The left drawer (docs/rules/shop-shell.md App shell): the category tree on small screens,
 * the masonry category menu (a wider sheet) from the md breakpoint up.
 */
export function CategoriesDrawer({ open, onOpenChange }: DrawerProps) {
  const { t } = useTranslation('shell');
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      side="left"
      closeTone="inverse"
      aria-describedby={undefined}
      className="md:w-[min(94vw,1120px)]"
      headerClassName="border-b-0 bg-primary text-white"
      title={t('categories.title')}
      titleClassName="text-white"
    >
      <DialogBody className="md:px-8 md:py-6">
        <CategoryMenu onNavigate={() => onOpenChange(false)} />
      </DialogBody>
    </DialogFrame>
  );
}
