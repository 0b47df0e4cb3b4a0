import type { BuyResponse } from '@spesa/domain';
import { paymentCompletedPath } from '../../config/paths';

/** The browser's location, behind an object so that tests can see where the shop sent it. */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web page can be the gateway's: a javascript: or data: URL is never followed. */
export function isWebUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * After buy, order/payment or modify-payment-type: the gateway's page when
 * there is one to pay on, else the order's result page (inside the app).
 */
export function followPayment(answer: BuyResponse, navigate: (path: string) => void): void {
  if (answer.paymentUrl && isWebUrl(answer.paymentUrl)) {
    browserLocation.assign(answer.paymentUrl);
    return;
  }
  navigate(paymentCompletedPath(answer.order.orderId));
}
