import { TRANSACTION_STATUS } from '../payments/transaction-status';
import { ORDER_STATUS, isOrderHandedOver } from './order-status';
import type { TransitionCheck } from './store-operations';

/**
 * Who in the store may do what (issue 32, docs/rules/orders.md Store roles).
 * A picker works the order: takes it in charge, weighs, marks missing,
 * substitutes, adds a bag and moves it up to handed over. Money already
 * taken and a step back are the manager's: charging the card again,
 * refunding, reopening. The server refuses and the console hides by this one
 * table.
 */
export type StaffRole = 'picker' | 'manager';

export type StaffAction =
  | 'pick'
  | 'move'
  | 'capture'
  | 'refund'
  | 'reopen'
  | 'keys'
  | 'imports'
  | 'calendar'
  | 'catalogue'
  | 'changes';

/** The manager's console (docs/rules/orders.md Store roles): a picker sees none of it. */
const MANAGER_ONLY: Readonly<Record<Exclude<StaffAction, 'pick' | 'move'>, string>> = {
  capture: "Solo il responsabile del negozio può ripetere l'addebito sulla carta.",
  refund: 'Solo il responsabile del negozio può rimborsare un ordine.',
  reopen: 'Solo il responsabile del negozio può riaprire un ordine.',
  keys: 'Solo il responsabile del negozio può gestire le chiavi API.',
  imports: 'Solo il responsabile del negozio può importare i file del catalogo.',
  calendar: 'Solo il responsabile del negozio può cambiare il calendario delle consegne.',
  catalogue: 'Solo il responsabile del negozio può modificare prodotti e offerte.',
  changes: 'Solo il responsabile del negozio può consultare il registro delle modifiche.',
};

const isManagerOnly = (action: StaffAction): action is keyof typeof MANAGER_ONLY =>
  Object.hasOwn(MANAGER_ONLY, action);

export const staffMay = (role: StaffRole, action: StaffAction): boolean =>
  role === 'manager' || !isManagerOnly(action);

/** The refusal a staff member reads (HTTP 403) when the role does not allow the action. */
export function checkStaffRight(role: StaffRole, action: StaffAction): TransitionCheck {
  if (staffMay(role, action)) return { ok: true };
  return {
    ok: false,
    code: 'staff.manager_only',
    message: isManagerOnly(action)
      ? MANAGER_ONLY[action]
      : 'Questa operazione è riservata al responsabile del negozio.',
  };
}

const REOPENABLE: ReadonlySet<number> = new Set([
  ORDER_STATUS.ALMOST_READY,
  ORDER_STATUS.IN_DELIVERY,
  ORDER_STATUS.IN_DELIVERY_ALT,
]);

/**
 * Reopening takes an order that is ready or on its way back to preparation
 * (4), to weigh, mark or substitute again. Once handed over the money moved:
 * that is a refund, not a reopening; before it is ready it is still open.
 */
export function checkReopen(from: number): TransitionCheck {
  if (REOPENABLE.has(from)) return { ok: true };
  return {
    ok: false,
    code: 'staff.not_reopenable',
    message: isOrderHandedOver(from)
      ? "L'ordine è già stato consegnato: non si può riaprire, si può solo rimborsare."
      : 'Si può riaprire solo un ordine pronto o in consegna.',
  };
}

export interface RefundContext {
  orderStatusId: number;
  /** Paid online (card, PayPal): the money went through the gateway. */
  online: boolean;
  /** The status of the transaction that holds the order's money; null when there is none. */
  moneyStatusId: number | null;
}

/**
 * A refund gives back, through the gateway, all that the card was charged
 * for a handed-over order. Money collected at the door is given back at the
 * till, not from the console.
 */
export function checkRefund({
  orderStatusId,
  online,
  moneyStatusId,
}: RefundContext): TransitionCheck {
  if (!isOrderHandedOver(orderStatusId))
    return {
      ok: false,
      code: 'staff.not_delivered',
      message: 'Si può rimborsare solo un ordine consegnato.',
    };
  if (!online)
    return {
      ok: false,
      code: 'staff.refund_at_till',
      message: 'Un ordine pagato alla consegna si rimborsa in cassa, non dalla console.',
    };
  if (moneyStatusId === TRANSACTION_STATUS.REVERSED)
    return {
      ok: false,
      code: 'staff.already_refunded',
      message: "L'ordine è già stato rimborsato.",
    };
  if (moneyStatusId !== TRANSACTION_STATUS.CONFIRMED)
    return {
      ok: false,
      code: 'staff.not_captured',
      message: 'La carta non è ancora stata addebitata: non c’è nulla da rimborsare.',
    };
  return { ok: true };
}
