import type { PaymentChoice } from '../../lib/checkout';
import { PaymentMethods } from './payment-methods';
import { SavedCards } from './saved-cards';

/**
 * The offered types and, for a type that takes them, the saved cards: the
 * same fields on the checkout's payment page and in 'Cambia metodo di pagamento'.
 */
export function PaymentChoiceFields({
  choice,
  onChange,
  disabled,
}: {
  choice: PaymentChoice;
  /** Another type was picked (the caller clears its previous answer). */
  onChange?: () => void;
  disabled?: boolean;
}) {
  const { offered, type, auths } = choice;
  return (
    <div className="flex flex-col gap-4">
      <PaymentMethods
        types={offered}
        value={type?.paymentTypeId ?? null}
        onChange={(id) => {
          choice.setType(id);
          onChange?.();
        }}
        disabled={disabled}
      />
      {type?.acceptsSavedAuth ? (
        <SavedCards
          auths={auths.data ?? []}
          isPending={auths.isPending}
          isError={auths.isError}
          onRetry={() => void auths.refetch()}
          value={choice.card}
          onChange={choice.setCard}
          remember={choice.remember}
          onRememberChange={choice.setRemember}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
