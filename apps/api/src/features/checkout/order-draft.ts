import {
  ORDER_STATUS,
  ORDINARY_VAT_RATE,
  eurosToCents,
  isWeighedLine,
  loyaltyPointsFor,
  orderProductSnapshot,
  paymentOffer,
  cartReservation,
  type Cart,
  type SavedInvoiceData,
} from '@spesa/domain';
import type { NewOrder } from '../orders';
import type { AddressRecord } from '../delivery';

/** What a card reserves for a cart: the domain's cartReservation of its total and weighed goods. */
export function prebilledOf(cart: Pick<Cart, 'cartItems' | 'totalPrice'>) {
  const variableWeightCents = cart.cartItems
    .filter(isWeighedLine)
    .reduce((sum, item) => sum + eurosToCents(item.grossTotal), 0);
  return cartReservation(eurosToCents(cart.totalPrice), variableWeightCents);
}

export interface DraftInput {
  brandId: string;
  userId: number;
  cart: Cart;
  address: AddressRecord;
  timeslotDayId: number;
  paymentTypeId: number;
  invoice: SavedInvoiceData | null;
  payBy: Date | null;
  placedByAgent: boolean;
  /** Each cart product's VAT rate now, by product id: the line keeps the rate it was sold at. */
  vatRates: ReadonlyMap<number, number>;
}

/** The order a cart becomes: its lines, bags and discounts as the shopper saw them, in cents. */
export function orderDraftOf(input: DraftInput): NewOrder {
  const { cart, address } = input;
  const timeslot = cart.timeslot;
  if (!timeslot || !cart.shippingAddress)
    throw new Error('a cart without delivery cannot be bought');
  const online = paymentOffer(input.paymentTypeId)?.needsRedirect ?? false;
  const sectorOf = new Map(
    (cart.sectors ?? []).flatMap((s) => s.cartItems.map((i) => [i.itemId, s.sectorId] as const)),
  );
  const needInvoice = cart.cartInfos.need_invoice === 'true';
  return {
    order: {
      brandId: input.brandId,
      userId: input.userId,
      cartId: cart.cartId,
      orderStatusId: online ? ORDER_STATUS.WAITING_PAYMENT : ORDER_STATUS.ORDERED,
      paymentTypeId: input.paymentTypeId,
      warehouseId: cart.warehouse.warehouseId,
      storeId: cart.store?.storeId ?? null,
      deliveryServiceId: cart.shippingAddress.deliveryServiceId,
      shippingAddress: {
        addressId: address.addressId,
        addressTypeId: address.addressTypeId,
        addressName: address.addressName,
        address1: address.address1,
        addressNumber: address.addressNumber ?? null,
        postalcode: address.postalcode ?? null,
        city: address.city,
        province: address.province ?? null,
        doorbellName: address.doorbellName ?? null,
        floor: address.floor ?? null,
        referencePhoneNumber: address.referencePhoneNumber ?? null,
        addressNote: address.addressNote ?? null,
        elevator: address.elevator,
      },
      timeslotDayId: input.timeslotDayId,
      deliveryDate: timeslot.date,
      beginTime: timeslot.beginTime,
      endTime: timeslot.endTime,
      grossTotalCents: eurosToCents(cart.grossTotal),
      giftTotalCents: eurosToCents(cart.giftTotal),
      packageTotalCents: eurosToCents(cart.packageTotal),
      deliveryFeeCents: eurosToCents(cart.deliveryFee),
      totalCents: eurosToCents(cart.totalPrice),
      prebilledCents: online ? prebilledOf(cart).prebilledCents : eurosToCents(cart.totalPrice),
      loyaltyPoints: loyaltyPointsFor(eurosToCents(cart.grossTotal) - eurosToCents(cart.giftTotal)),
      orderInfos: cart.cartInfos,
      invoiceData: needInvoice && input.invoice ? { ...input.invoice } : null,
      placedByAgent: input.placedByAgent,
      payBy: online ? input.payBy : null,
    },
    items: cart.cartItems.map((item) => ({
      productId: item.product.productId,
      product: { ...orderProductSnapshot(item.product, item.promoDiscount) },
      selectOptions: Object.fromEntries(
        (item.product.selectOptions ?? []).flatMap((o) =>
          o.selected ? [[o.parameterName, o.selected.key]] : [],
        ),
      ),
      quantity: item.quantity,
      weight: item.weight,
      quantityDisplay: item.quantityDisplay,
      variableWeight: isWeighedLine(item),
      grossTotalCents: eurosToCents(item.grossTotal),
      vatRate: input.vatRates.get(item.product.productId) ?? ORDINARY_VAT_RATE,
      acceptAlternatives: item.cartItemInfo.accept_alternatives === 'true',
      notes: item.cartItemInfo.notes ?? '',
      sectorId: sectorOf.get(item.itemId) ?? null,
    })),
    packages: cart.orderPackages.map((p) => ({
      packagingTypeId: p.package.packageId,
      productId: p.package.productId,
      descr: p.package.descr,
      quantity: p.quantity,
      unitCostCents: eurosToCents(p.package.cost),
      totalCents: eurosToCents(p.totalPrice),
    })),
    adjustments: cart.giftCertificates
      .filter((g) => g.applied && g.amount > 0)
      .map((g) => ({
        userGiftCertificateId: g.userGiftCertificateId,
        giftCertificateId: g.giftCertificateId,
        code: g.code,
        description: g.description,
        amountCents: eurosToCents(g.amount),
      })),
  };
}
