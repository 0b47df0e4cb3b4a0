import { useTranslation } from 'react-i18next';
import type { ChosenOptions, LineProduct } from '@spesa/domain';
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from '../../../ui';
import { OptionSelectorForm } from './option-selector';

export interface OptionSelectorDialogProps {
  product: LineProduct;
  open: boolean;
  onSubmit: (options: ChosenOptions) => void;
  onCancel: () => void;
}

/** The option selector as a modal (brand flag optionsSelectorModal). */
export function OptionSelectorDialog({
  product,
  open,
  onSubmit,
  onCancel,
}: OptionSelectorDialogProps) {
  const { t } = useTranslation('cart');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent
        className="max-w-[480px]"
        closeLabel={tCommon('close')}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle className="text-lg">{t('options.title')}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <p className="mb-4 font-semibold text-ink">{product.name}</p>
          {open ? (
            <OptionSelectorForm product={product} onSubmit={onSubmit} showTitle={false} />
          ) : null}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
