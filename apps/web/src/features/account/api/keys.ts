export const accountKeys = {
  all: ['account'] as const,
  ordersAtDeletion: () => [...accountKeys.all, 'orders-at-deletion'] as const,
  resetCheck: (token: string, login: string) =>
    [...accountKeys.all, 'reset-check', token, login] as const,
};
