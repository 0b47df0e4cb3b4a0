import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ORDER_LIST_MAX_PAGE_SIZE,
  OrderListResponseSchema,
  PersonResponseSchema,
  accountDeletionEffect,
  type OrderListItem,
  type ContactFormValues,
  type PersonDetail,
  type UserDetailFormValues,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { userDetailKey } from '../../../lib/profile';
import { authKeys } from '../../../lib/session';
import { accountKeys } from './keys';

const personOf = (data: unknown) => parseResponse(PersonResponseSchema, data).person;

/** The saved person replaces the cached one; the header's name follows (auth/test). */
function usePersonMutation<I>(call: (input: I) => Promise<PersonDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (person) => {
      queryClient.setQueryData(userDetailKey(), person);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

export const useUpdateUserDetail = () =>
  usePersonMutation(async (input: UserDetailFormValues) => {
    const body = await api.request('/ebsn/api/registration/update_user_detail', {
      json: input,
      notify: false,
    });
    return personOf(body.data);
  });

export const useUpdateContact = () =>
  usePersonMutation(async (input: ContactFormValues) => {
    const body = await api.request('/ebsn/api/registration/update_contact', {
      json: input,
      notify: false,
    });
    return personOf(body.data);
  });

export const useUpdateUsername = () =>
  usePersonMutation(async (username: string) => {
    const body = await api.request('/ebsn/api/registration/update_username', {
      method: 'POST',
      query: { username },
      notify: false,
    });
    return personOf(body.data);
  });

/**
 * GET update_email_request, with the account's password: a link to the new
 * address; nothing changes until it is opened.
 */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: async (input: { newEmail: string; password: string }) => {
      await api.request('/ebsn/api/registration/update_email_request', {
        query: { new_email: input.newEmail, password: input.password },
        notify: false,
      });
    },
  });

/** GET update_email: the mailed link's token. */
export const useConfirmEmailChange = () =>
  usePersonMutation(async (token: string) => {
    const body = await api.request('/ebsn/api/registration/update_email', {
      query: { token },
      notify: false,
    });
    return personOf(body.data);
  });

/** GET update_password: the old password is required; the other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      await api.request('/ebsn/api/registration/update_password', {
        query: { old_password: input.oldPassword, new_password: input.newPassword },
        notify: false,
      });
    },
  });

/**
 * GET user_anonymize with the account's password: the account is deleted and
 * its orders not yet taken in charge cancelled; the caller forgets the session.
 */
export const useAnonymize = () =>
  useMutation({
    mutationFn: async (password: string) => {
      const body = await api.request('/ebsn/api/registration/user_anonymize', {
        query: { password },
        notify: false,
      });
      // A refusal stays in the dialog; what was done (the account gone, the orders cancelled
      // with it) is said as toasts, which outlive the page the app leaves for Home.
      for (const { code, info } of body.response.infos)
        if (info) api.notify({ kind: 'success', text: info, code });
    },
  });

/** What the deletion would do to the shopper's orders still under way. */
export interface OrdersAtDeletion {
  /** Cancelled with the account, their card reservations released. */
  cancelled: OrderListItem[];
  /** In the store's hands: the deletion is refused until they are delivered. */
  inCharge: OrderListItem[];
}

/**
 * The newest orders (those waiting for a payment too) sorted by what the
 * deletion does to them. Open orders are the newest ones, so the list's
 * largest page holds them; the server judges again when the deletion is asked.
 */
async function getOrdersAtDeletion(signal?: AbortSignal): Promise<OrdersAtDeletion> {
  const body = await api.request('/ebsn/api/order/list', {
    query: { page: 1, page_size: ORDER_LIST_MAX_PAGE_SIZE, show_pending: true },
    signal,
    notify: false,
    navigateOnError: false,
  });
  const { orders } = parseResponse(OrderListResponseSchema, body.data).data;
  const effectOf = (order: OrderListItem) => accountDeletionEffect(order.orderStatusId);
  return {
    cancelled: orders.filter((o) => effectOf(o) === 'cancel'),
    inCharge: orders.filter((o) => effectOf(o) === 'refuse'),
  };
}

/** Read afresh each time the deletion dialog opens: an order may have moved on since. */
export const useOrdersAtDeletion = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.ordersAtDeletion(),
    queryFn: ({ signal }) => getOrdersAtDeletion(signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/** The data export is a download the browser makes itself (the session cookie rides along). */
export const USER_EXPORT_URL = '/ebsn/api/registration/user_export';
