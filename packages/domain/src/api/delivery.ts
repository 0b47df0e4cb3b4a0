import { z } from 'zod';
import {
  ADDRESS_TYPE_NAMES,
  addressTypeIdFromName,
  isAddressTypeId,
  type AddressTypeId,
} from '../delivery';
import { QueryIdSchema } from './ids';
import { UserSchema } from './user';

/**
 * Requests and responses of docs/rules/delivery-and-slots.md "Timeslot, address, store" and of the
 * geocoding endpoints behind the address form. Coordinates are WGS84 degrees,
 * distances metres, money euros with two decimals.
 */

// ── Italian texts the delivery endpoints answer with ────────────────────────

/** Names of the save-only address fields, as the refusal lists them. */
export const ADDRESS_SAVE_FIELD_LABELS = {
  doorbellName: 'nome sul citofono',
  addressName: "nome dell'indirizzo",
  referencePhoneNumber: 'telefono di riferimento',
} as const;

// ── Input helpers: query strings and form bodies carry everything as text ───

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const LatitudeSchema = z.coerce.number().min(-90).max(90);
export const LongitudeSchema = z.coerce.number().min(-180).max(180);
const optionalLatitude = z.preprocess(blankToUndefined, LatitudeSchema.optional());
const optionalLongitude = z.preprocess(blankToUndefined, LongitudeSchema.optional());

/** 'true', '1', 'on' and true are true; absent is false. */
export const FlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** An ISO calendar date, YYYY-MM-DD, that exists. */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  });

/** address_type: home / drive / locker or their ids 2 / 3 / 5 (docs/rules/delivery-and-slots.md). */
export const AddressTypeParamSchema = z
  .union([z.string(), z.number()])
  .transform((v, ctx): AddressTypeId => {
    const text = String(v).trim();
    const id = /^\d+$/.test(text) ? Number(text) : addressTypeIdFromName(text);
    if (id !== undefined && isAddressTypeId(id)) return id;
    ctx.addIssue({ code: 'custom', message: 'address_type: home, drive or locker' });
    return z.NEVER;
  });

const text = (max: number) => z.preprocess((v) => (v === null ? '' : v), z.string().max(max));

// ── Entities ────────────────────────────────────────────────────────────────

export const AddressTypeNameSchema = z.enum([
  ADDRESS_TYPE_NAMES[2],
  ADDRESS_TYPE_NAMES[3],
  ADDRESS_TYPE_NAMES[5],
]);

/** docs/rules/delivery-and-slots.md Address: a shopper's home address, or a store counter or locker of the shop. */
export const AddressSchema = z.object({
  addressId: z.number().int(),
  addressType: AddressTypeNameSchema,
  addressTypeId: z.number().int(),
  addressName: z.string(),
  doorbellName: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  floor: z.string(),
  addressNote: z.string(),
  referencePhoneNumber: z.string(),
  elevator: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  gpsLatitude: z.number().nullable(),
  gpsLongitude: z.number().nullable(),
  deliveryServiceId: z.number().int(),
  storeId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  /** 1 when the address can be delivered to or collected at today. */
  active: z.union([z.literal(0), z.literal(1)]),
  /** The star of the address selector: the shopper's default home or store address. */
  isDefault: z.boolean(),
  /** Metres from the point asked about, when a point was given. */
  distance: z.number().nullable(),
  /** Shop-at-work lockers name the company they serve. */
  companyName: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** A tab of the address selector (docs/rules/delivery-and-slots.md, Delivery service). */
export const DeliveryServiceSchema = z.object({
  deliveryServiceId: z.number().int(),
  name: z.string(),
  addressType: AddressTypeNameSchema,
  addressTypeId: z.number().int(),
  showTab: z.boolean(),
});
export type DeliveryService = z.infer<typeof DeliveryServiceSchema>;

export const OpeningDaySchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int(),
  dayName: z.string(),
  hours: z.array(z.object({ from: z.string(), to: z.string() })),
});

export const StoreSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  warehouseId: z.number().int(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  /** The pickup points of the store: its counter (type 3) and its locker (type 5) if any. */
  deliveryServices: z.array(
    z.object({
      deliveryServiceId: z.number().int(),
      name: z.string(),
      addressId: z.number().int(),
      addressTypeId: z.number().int(),
      addressType: AddressTypeNameSchema,
    }),
  ),
  openingHours: z.array(OpeningDaySchema),
  /** Holidays in the coming weeks when the store is closed, YYYY-MM-DD. */
  closedDates: z.array(z.string()),
  distance: z.number().nullable(),
});
export type Store = z.infer<typeof StoreSchema>;

// ── Cart fields (docs/rules/cart.md Cart) ──────────────────────────────────────────────

export const CartShippingAddressSchema = z.object({
  addressId: z.number().int(),
  addressName: z.string(),
  addressTypeId: z.number().int(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  deliveryServiceId: z.number().int(),
  /** Chosen by the shop, not the shopper: the checkout still asks for an address. */
  autoAssigned: z.boolean(),
});
export type CartShippingAddress = z.infer<typeof CartShippingAddressSchema>;

export const CartTimeslotSchema = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  timeslotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  autoAssigned: z.boolean(),
  /** Orders for this slot close at this instant (ISO 8601). */
  cutoffAt: z.string(),
  /** Until when the place is held for this cart (ISO 8601); null once the hold lapsed. */
  heldUntil: z.string().nullable(),
  deliveryFee: z.number(),
});
export type CartTimeslot = z.infer<typeof CartTimeslotSchema>;

// ── Timeslots ───────────────────────────────────────────────────────────────

export const TimeslotStatusSchema = z.enum(['empty', 'intermediate', 'full']);
export type TimeslotStatus = z.infer<typeof TimeslotStatusSchema>;

export const TimeslotSchema = z.object({
  timeslotId: z.number().int(),
  name: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  status: TimeslotStatusSchema,
  /** 1 while orders are open (before the cut-off). */
  active: z.union([z.literal(0), z.literal(1)]),
  selected: z.boolean(),
  deliveryFee: z.number(),
  /** Places still free. */
  available: z.number().int(),
  cutoffAt: z.string(),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

export const TimeslotDaySchema = z.object({
  dateIso: z.string(),
  /** True when one of its slots is the cart's. */
  selected: z.boolean(),
  timeslots: z.array(TimeslotSchema),
});
export type TimeslotDay = z.infer<typeof TimeslotDaySchema>;

export const TimeslotListQuerySchema = z.object({
  /** Also slots whose orders have closed (active 0). */
  'show-closed': FlagSchema,
  /** Accepted for the provider's client; locker slots are always counted against the locker's cells. */
  'check-locker': FlagSchema,
  /** Also days with no slot at all (holidays, closing days), with an empty list. */
  all: FlagSchema,
});

export const TimeslotListResponseSchema = z.object({
  /** userId -1: not logged in; days is then empty. */
  user: UserSchema,
  days: z.array(TimeslotDaySchema),
  /** The address whose calendar this is, and its service. */
  addressId: z.number().int().nullable(),
  deliveryServiceId: z.number().int().nullable(),
});
export type TimeslotListResponse = z.infer<typeof TimeslotListResponseSchema>;

export const TimeslotSelectQuerySchema = z.object({
  sel_date: IsoDateSchema,
  timeslot_id: QueryIdSchema,
});

/** POST /ebsn/api/cart/set-timeslot (docs/rules/delivery-and-slots.md "set timeslot (date, id)"). */
export const SetTimeslotRequestSchema = z.object({ date: IsoDateSchema, id: QueryIdSchema });

// ── Addresses ───────────────────────────────────────────────────────────────

export const AddressListQuerySchema = z.object({
  address_type: AddressTypeParamSchema.prefault('drive'),
});

export const DeliveryServiceListQuerySchema = z.object({
  address_type: AddressTypeParamSchema.optional(),
  delivery_service_id: z.preprocess(blankToUndefined, QueryIdSchema.optional()),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  /** Metres around latitude/longitude; pickup points further away are left out. */
  distance: z.preprocess(blankToUndefined, z.coerce.number().positive().max(1_000_000).optional()),
});

export const AddressListResponseSchema = z.object({
  data: z.object({
    addresses: z.array(AddressSchema),
    deliveryServices: z.array(DeliveryServiceSchema),
  }),
  user: UserSchema,
});
export type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

export const AddressIdQuerySchema = z.object({ address_id: QueryIdSchema });

export const AddressViewResponseSchema = z.object({ data: AddressSchema });

/** POST /ebsn/api/user-address/select (form or JSON). */
export const SelectAddressRequestSchema = z.object({
  address_type: AddressTypeParamSchema.optional(),
  address_id: QueryIdSchema,
});

/** POST /ebsn/api/user-address/set-default: the star moves, the cart's address stays (decision 037). */
export const PreferAddressRequestSchema = z.object({ address_id: QueryIdSchema });

/** POST /ebsn/api/cart/set-address (docs/rules/delivery-and-slots.md "set address (type, id)"). */
export const SetAddressRequestSchema = z.object({
  type: AddressTypeParamSchema.optional(),
  id: QueryIdSchema,
});

/** POST /ebsn/api/user-address/check: what the address form verifies. */
export const AddressCheckRequestSchema = z.object({
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  gpsLatitude: optionalLatitude,
  gpsLongitude: optionalLongitude,
  address1: text(200).optional(),
  addressNumber: text(20).optional(),
  city: text(100).optional(),
  postalcode: text(10).optional(),
  province: text(10).optional(),
});
export type AddressCheckRequest = z.input<typeof AddressCheckRequestSchema>;

export const GeocodedAddressSchema = z.object({
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const AddressCheckResponseSchema = z.object({
  /** 1: home delivery reaches this address. */
  active: z.union([z.literal(0), z.literal(1)]),
  /** The house number as understood, when one was given. */
  addressNumber: z.string(),
  /** The address as the gazetteer knows it (canonical street and comune names, CAP, coordinates). */
  address: GeocodedAddressSchema.nullable(),
  warehouseId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
});
export type AddressCheckResponse = z.infer<typeof AddressCheckResponseSchema>;

/** POST /ebsn/api/user-address/update: creates (no addressId) or changes a home address. */
export const AddressUpdateRequestSchema = z.object({
  addressId: z.preprocess(
    (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
    QueryIdSchema.optional(),
  ),
  addressTypeId: z.preprocess(blankToUndefined, QueryIdSchema.optional()),
  addressName: text(100).default(''),
  doorbellName: text(100).default(''),
  referencePhoneNumber: text(30).default(''),
  address1: text(200).default(''),
  addressNumber: text(20).default(''),
  city: text(100).default(''),
  province: text(10).default(''),
  postalcode: text(10).default(''),
  floor: text(20).default(''),
  addressNote: text(500).default(''),
  elevator: FlagSchema,
  latitude: optionalLatitude,
  longitude: optionalLongitude,
  gpsLatitude: optionalLatitude,
  gpsLongitude: optionalLongitude,
});
export type AddressUpdateRequest = z.input<typeof AddressUpdateRequestSchema>;

// ── Stores and warehouses ───────────────────────────────────────────────────

export const StoreListQuerySchema = z.object({
  /** Comma list of pickup kinds: drive,locker or 3,5 (or delivery service ids 1,2). */
  services: z.string().max(100).optional(),
  orderby: z.enum(['name', 'distance', 'storeId']).optional(),
  latitude: optionalLatitude,
  longitude: optionalLongitude,
});

export const StoreLocalizeQuerySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  services: z.string().max(100).optional(),
  orderby: z.enum(['name', 'distance', 'storeId']).optional(),
  distance: z.preprocess(blankToUndefined, z.coerce.number().positive().max(1_000_000).optional()),
});

export const StoreListResponseSchema = z.object({
  data: z.object({ stores: z.array(StoreSchema) }),
});

export const StoreIdQuerySchema = z.object({ store_id: QueryIdSchema });
export const StoreViewResponseSchema = z.object({ data: StoreSchema });

export const FindWarehouseQuerySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  distance: z.preprocess(blankToUndefined, z.coerce.number().positive().max(1_000_000).optional()),
});

export const WarehouseMatchSchema = z.object({
  warehouseId: z.number().int(),
  name: z.string(),
  /** Metres from the point to the warehouse. */
  distance: z.number(),
  /** True when a home-delivery zone of this warehouse covers the point. */
  homeDelivery: z.boolean(),
  storeId: z.number().int().nullable(),
});

export const FindWarehouseResponseSchema = z.object({
  /** The warehouse that delivers to the point, or the nearest within distance; null if none. */
  warehouse: WarehouseMatchSchema.nullable(),
  warehouses: z.array(WarehouseMatchSchema),
});

/** The longest company code the shop takes; the web form says so before sending. */
export const SUBSCRIPTION_CODE_MAX_LENGTH = 50;
export const ShopAtWorkQuerySchema = z.object({
  subscriptionCode: z.string().max(SUBSCRIPTION_CODE_MAX_LENGTH).default(''),
});
export const ShopAtWorkResponseSchema = z.object({
  data: z.object({
    company: z.object({ companyId: z.number().int(), name: z.string() }).nullable(),
    addresses: z.array(AddressSchema),
  }),
});

// ── Geocoding (our endpoints behind the address form's autocomplete) ────────

export const PlaceSchema = GeocodedAddressSchema.extend({
  precision: z.enum(['street', 'city']),
  description: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const AutocompleteQuerySchema = z.object({
  text: z.string().max(200).default(''),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(20).optional()),
});
export const AutocompleteResponseSchema = z.object({ places: z.array(PlaceSchema) });

export const GeocodeQuerySchema = z.object({
  address1: z.string().max(200).optional(),
  addressNumber: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  postalcode: z.string().max(10).optional(),
  province: z.string().max(10).optional(),
});
export const ReverseGeocodeQuerySchema = z.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
});
export const GeocodeResponseSchema = z.object({ place: PlaceSchema.nullable() });
