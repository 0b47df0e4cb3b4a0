/** Query keys of the checkout feature (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  prebilledAmount: (paymentTypeId: number, orderId: number | null) =>
    [...checkoutKeys.all, 'prebilled-amount', paymentTypeId, orderId] as const,
  packagingTypes: () => [...checkoutKeys.all, 'packaging-types'] as const,
  deliveryFee: () => [...checkoutKeys.all, 'delivery-fee'] as const,
  billing: () => [...checkoutKeys.all, 'billing'] as const,
  fiscalPersons: () => [...checkoutKeys.all, 'fiscal-persons'] as const,
  orders: () => [...checkoutKeys.all, 'orders'] as const,
  order: (orderId: number) => [...checkoutKeys.orders(), orderId] as const,
};
