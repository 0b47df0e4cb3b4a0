import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BuyResponseSchema,
  PaymentAuthListResponseSchema,
  PaymentTypeListResponseSchema,
  type BuyResponse,
  type PaymentAuth,
  type PaymentType,
} from '@spesa/domain';
import { api, parseResponse } from '../api';

/**
 * Query keys of the payment choice (docs/architecture.md#query-keys): checkout and My orders
 * read the same lists, so a card saved in one shows in the other.
 */
export const paymentChoiceKeys = {
  all: ['payment-choice'] as const,
  types: () => [...paymentChoiceKeys.all, 'types'] as const,
  auths: (paymentTypeId: number) => [...paymentChoiceKeys.all, 'auths', paymentTypeId] as const,
};

/** GET /ebsn/api/payment-type/list -> data.paymentTypes: what the brand offers this shopper. */
export async function getPaymentTypes(signal?: AbortSignal): Promise<PaymentType[]> {
  const body = await api.request('/ebsn/api/payment-type/list', { signal, notify: false });
  return parseResponse(PaymentTypeListResponseSchema, body.data).paymentTypes;
}

export const paymentTypesQueryOptions = () =>
  queryOptions({
    queryKey: paymentChoiceKeys.types(),
    queryFn: ({ signal }) => getPaymentTypes(signal),
  });

export const usePaymentTypes = () => useQuery(paymentTypesQueryOptions());

/** GET /ebsn/api/payment-type/list-auth?payment_type_id= -> data.auths (docs/rules/checkout-and-payment.md): saved cards. */
export async function getPaymentAuths(
  paymentTypeId: number,
  signal?: AbortSignal,
): Promise<PaymentAuth[]> {
  const body = await api.request('/ebsn/api/payment-type/list-auth', {
    query: { payment_type_id: paymentTypeId },
    signal,
    notify: false,
  });
  return parseResponse(PaymentAuthListResponseSchema, body.data).auths;
}

export const paymentAuthsQueryOptions = (paymentTypeId: number, enabled = true) =>
  queryOptions({
    queryKey: paymentChoiceKeys.auths(paymentTypeId),
    queryFn: ({ signal }) => getPaymentAuths(paymentTypeId, signal),
    enabled,
  });

export const usePaymentAuths = (paymentTypeId: number, enabled = true) =>
  useQuery(paymentAuthsQueryOptions(paymentTypeId, enabled));

/** A saved card's id, or a new card typed on the gateway's page. */
export type CardChoice = number | 'new';

/** The payment part of checkout/buy's query as the web sends it (BuyQuerySchema's wire form). */
export interface PaymentChoiceParams {
  payment_type_id: number;
  user_payment_auth_id?: number;
  /** JSON text of PaymentData, e.g. '{"save_card":true}'. */
  payment_data?: string;
}

/** The query for a chosen type: the saved card, or a new one remembered when asked. */
export function paymentChoiceParams(
  type: PaymentType,
  card: CardChoice,
  remember: boolean,
): PaymentChoiceParams {
  const params: PaymentChoiceParams = { payment_type_id: type.paymentTypeId };
  if (!type.acceptsSavedAuth) return params;
  if (card !== 'new') params.user_payment_auth_id = card;
  else if (remember) params.payment_data = JSON.stringify({ save_card: true });
  return params;
}

export interface ModifyPaymentTypeParams extends PaymentChoiceParams {
  order_id: number;
}

/**
 * POST /ebsn/api/order/modify-payment-type?order_id=&payment_type_id=&user_payment_auth_id=&payment_data=
 * (docs/rules/checkout-and-payment.md): a suspended order paid another way (on delivery, another card,
 * PayPal). The caller follows the answer: the gateway's page when there is one.
 */
export async function modifyPaymentType(params: ModifyPaymentTypeParams): Promise<BuyResponse> {
  const body = await api.request('/ebsn/api/order/modify-payment-type', {
    method: 'POST',
    query: { ...params },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(BuyResponseSchema, body.data);
}

/** A payment being chosen: the type among those offered, the card, 'Ricorda questa carta'. */
export interface PaymentChoice {
  offered: PaymentType[];
  type: PaymentType | undefined;
  setType: (paymentTypeId: number) => void;
  auths: ReturnType<typeof usePaymentAuths>;
  card: CardChoice;
  setCard: (card: CardChoice) => void;
  remember: boolean;
  setRemember: (remember: boolean) => void;
}

/**
 * The choice the checkout's payment page and 'Cambia metodo di pagamento'
 * share: the type (the given one, else the first offered), the first saved
 * card unless another is picked, and the remember flag.
 */
export function usePaymentChoice(offered: PaymentType[], initialTypeId?: number): PaymentChoice {
  const [chosenType, setType] = useState<number | null>(null);
  const [chosenCard, setCard] = useState<CardChoice | null>(null);
  const [remember, setRemember] = useState(false);
  const type = offered.find((p) => p.paymentTypeId === (chosenType ?? initialTypeId)) ?? offered[0];
  const auths = usePaymentAuths(type?.paymentTypeId ?? 0, Boolean(type?.acceptsSavedAuth));
  const card = chosenCard ?? auths.data?.[0]?.userPaymentAuthId ?? 'new';
  return { offered, type, setType, auths, card, setCard, remember, setRemember };
}
