import { useTranslation } from 'react-i18next';
import type { ChosenOptions, LineProduct } from '@spesa/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { DialogBody } from '../../../ui';
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
  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      className="max-w-[480px]"
      aria-describedby={undefined}
      title={t('options.title')}
      titleClassName="text-lg"
    >
      <DialogBody>
        <p className="mb-4 font-semibold text-ink">{product.name}</p>
        {open ? (
          <OptionSelectorForm product={product} onSubmit={onSubmit} showTitle={false} />
        ) : null}
      </DialogBody>
    </DialogFrame>
  );
}
