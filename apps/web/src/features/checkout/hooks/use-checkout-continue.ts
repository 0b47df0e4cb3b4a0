import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CART_STATUS_LOCKED, CHECKOUT_MESSAGES, PROFILE_INCOMPLETE_CODE } from '@spesa/domain';
import { PAYMENT_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { DELIVERY_REFUSAL_CODES, useCheckoutFlow } from '../../../lib/checkout';
import { usePrepareCheckout } from '../api/prepare-checkout';
import { useUnlockCart } from '../api/unlock-cart';
import type { useInvoiceForm } from './use-invoice-form';

export interface CheckoutContinueOptions {
  cartStatusId: number | undefined;
  needInvoice: boolean;
  invoice: ReturnType<typeof useInvoiceForm>;
  /** The order note's save still on its way, if any. */
  noteSettled: () => Promise<unknown> | null;
}

/**
 * 'Continua' (docs/rules/checkout-and-payment.md): with the terms of sale
 * accepted, the invoice data saved when asked for and the note's save settled,
 * checkout/prepare locks the cart and /payment opens. A refusal is shown and
 * focused; one that asks for the address or the slot opens its selector. A
 * cart found locked (back from /payment) is made editable again, once.
 */
export function useCheckoutContinue({
  cartStatusId,
  needInvoice,
  invoice,
  noteSettled,
}: CheckoutContinueOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const flow = useCheckoutFlow();
  const prepare = usePrepareCheckout();
  const unlock = useUnlockCart();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The minimum profile level (docs/rules/account.md): the refusal links to the profile's telephone. */
  const [profileIncomplete, setProfileIncomplete] = useState(false);
  const termsRef = useRef<HTMLButtonElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  /** Set while going to /payment: the cart locked by prepare is not ours to unlock. */
  const leaving = useRef(false);
  const unlockTried = useRef(false);

  useEffect(() => {
    if (cartStatusId !== CART_STATUS_LOCKED || leaving.current || unlockTried.current) return;
    unlockTried.current = true;
    unlock.mutate(undefined, { onError: () => setError(t('checkout.unlockError')) });
  }, [cartStatusId, unlock, t]);

  const showError = (message: string) => {
    setError(message);
    window.setTimeout(() => errorRef.current?.focus(), 0);
  };

  async function onContinue() {
    setError(null);
    if (!termsAccepted) {
      setTermsError(true);
      termsRef.current?.focus();
      return;
    }
    if (needInvoice && !(await invoice.save())) {
      setError(t('checkout.invoiceFix'));
      return;
    }
    await noteSettled();
    leaving.current = true;
    try {
      await prepare.mutateAsync();
      await navigate(PAYMENT_PATH);
    } catch (failure) {
      leaving.current = false;
      const code = isApiError(failure) ? failure.code : '';
      setProfileIncomplete(code === PROFILE_INCOMPLETE_CODE);
      showError(isApiError(failure) ? failure.message : CHECKOUT_MESSAGES.notPrepared);
      if (
        code === DELIVERY_REFUSAL_CODES.needAddress ||
        code === DELIVERY_REFUSAL_CODES.needTimeslot
      )
        void flow.handleRefusal(code);
    }
  }

  return {
    busy: prepare.isPending || invoice.isSaving,
    /** TermsField's props. */
    terms: {
      accepted: termsAccepted,
      showError: termsError,
      checkboxRef: termsRef,
      onChange: (accepted: boolean) => {
        setTermsAccepted(accepted);
        if (accepted) setTermsError(false);
      },
    },
    error,
    errorRef,
    profileIncomplete,
    showError,
    onContinue,
  };
}
