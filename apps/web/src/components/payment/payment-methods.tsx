import { useTranslation } from 'react-i18next';
import { Banknote, CreditCard, FileText, Wallet } from 'lucide-react';
import { ORDER_PAYMENT_TYPE, type PaymentType } from '@spesa/domain';
import { RadioGroup, RadioGroupItem, cn } from '../../ui';

function MethodIcon({ type }: { type: PaymentType }) {
  if (type.paymentTypeId === ORDER_PAYMENT_TYPE.PAYPAL) return <Wallet />;
  if (type.needsRedirect) return <CreditCard />;
  if (type.paymentTypeId === ORDER_PAYMENT_TYPE.ON_DELIVERY) return <Banknote />;
  return <FileText />;
}

/** The payment types the brand offers this shopper (payment-type/list), one to choose. */
export function PaymentMethods({
  types,
  value,
  onChange,
  disabled,
}: {
  types: PaymentType[];
  value: number | null;
  onChange: (paymentTypeId: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <RadioGroup
      aria-label={t('payment.methodsTitle')}
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
      className="flex flex-col gap-2"
    >
      {types.map((type) => {
        const id = `payment-type-${type.paymentTypeId}`;
        const selected = value === type.paymentTypeId;
        return (
          <label
            key={type.paymentTypeId}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors hover:border-ink-muted',
              selected ? 'border-primary bg-primary-soft' : 'border-line',
            )}
          >
            <RadioGroupItem
              id={id}
              value={String(type.paymentTypeId)}
              className="mt-0.5"
              aria-describedby={`${id}-descr`}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-ink">{type.name}</span>
              <span id={`${id}-descr`} className="text-sm text-ink-muted">
                {type.descr}
              </span>
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'shrink-0 [&_svg]:size-6',
                selected ? 'text-primary' : 'text-ink-muted',
              )}
            >
              <MethodIcon type={type} />
            </span>
          </label>
        );
      })}
    </RadioGroup>
  );
}
