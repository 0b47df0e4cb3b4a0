import { useMutation } from '@tanstack/react-query';
import { INVOICE_DOCUMENT_MESSAGES } from '@spesa/domain';
import { api } from '../../../lib/api';

export type InvoiceFormat = 'pdf' | 'xml';

/**
 * GET /ebsn/api/order/invoice: the document arrives as a file, not an
 * envelope, so it is fetched directly (the session cookie goes with it) and
 * handed to the browser as a download. Anything but the file is
 * 'Errore apertura fattura' (docs/rules/checkout-and-payment.md).
 */
export async function downloadInvoice(orderId: number, format: InvoiceFormat): Promise<void> {
  const res = await fetch(`/ebsn/api/order/invoice?order_id=${orderId}&format=${format}`, {
    credentials: 'same-origin',
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !(type.startsWith('application/pdf') || type.startsWith('application/xml')))
    throw new Error(INVOICE_DOCUMENT_MESSAGES.failed);
  const url = URL.createObjectURL(await res.blob());
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `ordine-${orderId}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: ({ orderId, format }: { orderId: number; format: InvoiceFormat }) =>
      downloadInvoice(orderId, format),
    onError: () =>
      api.notify({ kind: 'error', text: INVOICE_DOCUMENT_MESSAGES.failed, code: 'order.invoice' }),
  });
}
