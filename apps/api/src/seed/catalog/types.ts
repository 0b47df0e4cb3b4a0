import type { NutritionKey } from './nutrition';
import type { VendorKey } from './vendors';

/** The 14 allergens of EU Regulation 1169/2011, as Italian labels name them. */
export type Allergen =
  | 'glutine'
  | 'crostacei'
  | 'uova'
  | 'pesce'
  | 'arachidi'
  | 'soia'
  | 'latte'
  | 'frutta a guscio'
  | 'sedano'
  | 'senape'
  | 'sesamo'
  | 'anidride solforosa e solfiti'
  | 'lupini'
  | 'molluschi';

export type FeatureId = 'bio' | 'senza-glutine' | 'senza-lattosio' | 'vegano' | 'dop-igp';

export type ProductClassKey = 'alcolici' | 'surgelati' | 'latte-infanzia';

/**
 * How a leaf sells (docs/rules/quantities-and-prices.md TIPOLOGIA): pezzo = fixed-price item; confezione =
 * pre-packed piece priced per kg; sfuso = loose produce by the kg; peso = service
 * counter by the hectogram.
 */
export type SaleMode = 'pezzo' | 'confezione' | 'sfuso' | 'peso';

/** Options a shopper must choose before adding the product (docs/rules/catalog.md Option to select). */
export type OptionKind = 'slicing' | 'bread-cut' | 'fish-prep';

export interface LineSpec {
  name: string;
  /**
   * Pezzo: the net content on the label ('500 g', '6 x 125 g', '1,5 l', '10 pz').
   * Confezione: the nominal weight of the pack ('400 g'). Sfuso and Peso: none.
   */
  format?: string;
  /** Euros for a mid-range producer: per piece (pezzo) or per kg (the other modes). */
  price: number;
  vendors?: VendorKey[];
  nutrition?: NutritionKey;
  ingredients?: string;
  allergens?: Allergen[];
  features?: FeatureId[];
  /** A sentence about this product in particular. */
  descr?: string;
  options?: OptionKind;
  /** Sold only in multiples of this many pieces (QTY_MULT with QTY_LOCKED). */
  qtyMult?: number;
  /** Average weight of one piece in kg, for loose produce. */
  pieceKg?: number;
  /** A line sold differently from the rest of its leaf (a pineapple among loose bananas). */
  sale?: SaleMode;
  classes?: ProductClassKey[];
}

export interface LeafSpec {
  name: string;
  sale: SaleMode;
  vendors: VendorKey[];
  /** How many of the leaf's vendors make each line (default 3 for pezzo, 1 otherwise). */
  perLine?: number;
  /** Loose and counter goods read "Mele Golden Trentino sfuse", without a brand. */
  brandInName?: boolean;
  nutrition?: NutritionKey;
  ingredients?: string;
  allergens?: Allergen[];
  features?: FeatureId[];
  classes?: ProductClassKey[];
  /** One sentence on this kind of product; products add their own details. */
  descr: string;
  storage?: string;
  options?: OptionKind;
  /** Peso only: the counter weighs by the hectogram (deli, default) or by the kilogram (fish). */
  sellBy?: 'hg' | 'kg';
  hidden?: boolean;
  lines: LineSpec[];
}

export interface MidSpec {
  name: string;
  hidden?: boolean;
  leaves: LeafSpec[];
}

export interface TopSpec {
  name: string;
  /** Colour of packshots and menu pictures. */
  colour: string;
  /** Key of features/catalog's icon set. */
  icon: string;
  description: string;
  hidden?: boolean;
  /** Bags and packaging: stocked everywhere, never on promotion. */
  packaging?: boolean;
  mids: MidSpec[];
}

/** A line with its price and content; `extra` overrides the leaf's defaults. */
export const l = (
  name: string,
  format: string | undefined,
  price: number,
  extra: Omit<LineSpec, 'name' | 'format' | 'price'> = {},
): LineSpec => ({ name, ...(format ? { format } : {}), price, ...extra });
