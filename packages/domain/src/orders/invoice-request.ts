/**
 * The invoice an order asks for (docs/rules/cart.md cartInfos need_invoice, and the
 * invoice data copied on the order): who it is made out to, or null when the
 * shopper wants the receipt only. A request without data still counts: the
 * store must know, even without a name to print.
 */
export function invoiceRequestOf(
  orderInfos: Readonly<Record<string, string>>,
  invoiceData: Readonly<Record<string, string | null>> | null,
): { name: string } | null {
  if (orderInfos.need_invoice !== 'true') return null;
  const text = (key: string) => invoiceData?.[key]?.trim() ?? '';
  const name =
    invoiceData?.personType === 'company'
      ? text('companyName')
      : [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  return { name };
}
