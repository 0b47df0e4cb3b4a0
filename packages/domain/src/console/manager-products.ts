import type { ProductInfos, Tipologia } from '../api/catalog';
import type { ChangeValues } from '../api/change-log';
import type { StaffProduct, StaffProductSave } from '../api/staff-products';
import { FEED_COLUMNS } from '../feeds/columns';
import { centsAsTyped, parseFeedDecimal, priceField, type FieldProblem } from '../feeds/values';
import { formatEuro } from '../price/format-euro';
import { FEED_MESSAGES } from '../texts/feeds';
import {
  PRODUCT_CHANGE_TEXTS as C,
  PRODUCT_EDIT_MESSAGES as M,
  PRODUCT_FIELD_LABELS,
} from '../texts/manager-products';

/** A stored product as the products feed would name it, so that a save is checked and written as a feed line. */
export interface ProductAsFed {
  sku: string;
  ean: string;
  name: string;
  brand: string;
  privateLabel: string | null;
  shortDescription: string;
  description: string;
  /** The category's names from the top: matched level by level, as a feed's. */
  categoryPath: readonly string[];
  tipologia: Tipologia;
  productInfos: ProductInfos;
  vatRate: string;
  tags: readonly string[];
  active: boolean;
  image: string | null;
  priceCents: number;
  listPriceCents: number | null;
}

const feedDecimal = (n: number): string => String(n).replace('.', ',');

/**
 * The selling columns giving back a product's selling rules (the reverse of
 * sellingOf): a save leaves them as they are.
 */
export function sellingColumnsOf(
  infos: ProductInfos,
): Pick<Record<string, string>, 'selling_type' | 'unit_size' | 'unit' | 'piece_weight_g'> {
  const pieceUnit = infos.WEIGHT_SELLING_SINGLE_UNIT_UM;
  switch (infos.TIPOLOGIA) {
    case 'Confezione':
      return {
        selling_type: 'pack',
        unit_size: infos.WEIGHT_SELLING ?? '1',
        unit: infos.WEIGHT_UNIT_SELLING ?? 'g',
        piece_weight_g: '',
      };
    case 'Sfuso':
    case 'Peso':
      return {
        selling_type: 'loose',
        unit_size: '',
        unit: '',
        piece_weight_g: feedDecimal(
          Math.round(Number(infos.WEIGHT_SELLING_SINGLE_UNIT ?? '0.2') * 1000),
        ),
      };
    case 'Pezzo':
    default:
      return pieceUnit
        ? {
            selling_type: 'piece',
            unit_size: infos.WEIGHT_SELLING_SINGLE_UNIT ?? '1',
            unit: pieceUnit,
            piece_weight_g: '',
          }
        : {
            selling_type: 'piece',
            unit_size: infos.MULTI_PACK ?? '1',
            unit: 'pz',
            piece_weight_g: '',
          };
  }
}

/** The product as a products feed's line, every column as text. */
export function productFeedFields(product: ProductAsFed): Record<string, string> {
  const fields: Record<string, string> = {
    sku: product.sku,
    ean: product.ean,
    name: product.name,
    brand: product.brand,
    private_label: product.privateLabel ?? '',
    short_description: product.shortDescription,
    description: product.description,
    category: product.categoryPath.join(' > '),
    ...sellingColumnsOf(product.productInfos),
    price: centsAsTyped(product.priceCents),
    list_price: product.listPriceCents === null ? '' : centsAsTyped(product.listPriceCents),
    vat_rate: product.vatRate,
    tags: product.tags.join('|'),
    status: product.active ? 'active' : 'inactive',
    image: product.image ?? '',
  };
  return Object.fromEntries(FEED_COLUMNS.products.map((c) => [c, fields[c] ?? '']));
}

/** A warehouse's prices and stock as the manager typed them, checked as a feed's. */
export interface ShelfEdit {
  priceCents: number;
  listPriceCents: number | null;
  stock: number | null;
}

/**
 * Checks one warehouse's price, list price and stock with the feeds' own
 * rules: a price above zero, a list price above the price, a stock of zero
 * or more. Every problem names its column.
 */
export function readShelfEdit(typed: {
  price: string;
  listPrice: string;
  stock: string;
}): { shelf: ShelfEdit; problems: [] } | { shelf: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const priceText = typed.price.trim();
  let priceCents = 0;
  if (!priceText) problems.push({ column: 'price', message: M.priceNeeded });
  else {
    const price = priceField('price', priceText);
    if (typeof price === 'number') priceCents = price;
    else problems.push(price);
  }
  let listPriceCents: number | null = null;
  const listText = typed.listPrice.trim();
  if (listText) {
    const list = priceField('list_price', listText);
    if (typeof list !== 'number') problems.push(list);
    else if (priceCents > 0 && list <= priceCents)
      problems.push({ column: 'list_price', message: FEED_MESSAGES.badListPrice(listText) });
    else listPriceCents = list;
  }
  let stock: number | null = null;
  const stockText = typed.stock.trim();
  if (stockText) {
    const value = parseFeedDecimal(stockText);
    if (value === null)
      problems.push({
        column: 'stock',
        message: /^-/.test(stockText)
          ? FEED_MESSAGES.badStock(stockText)
          : FEED_MESSAGES.badNumber(stockText),
      });
    else stock = value;
  }
  if (problems.length > 0) return { shelf: null, problems };
  return { shelf: { priceCents, listPriceCents, stock }, problems: [] };
}

/** The product page's field a feed column's problem is about. */
const FIELD_OF_COLUMN: Record<string, string> = {
  name: 'name',
  ean: 'ean',
  short_description: 'shortDescription',
  description: 'description',
  category: 'categoryId',
  vat_rate: 'vatRate',
  tags: 'tags',
  status: 'active',
  price: 'price',
  list_price: 'listPrice',
  stock: 'stock',
};

/**
 * A feed problem as the product page shows it: on its field (a warehouse's
 * price is `shelves.<id>.price`), its message led by the field's Italian name.
 */
export function productEditProblem(
  problem: FieldProblem,
  shelf?: { warehouseId: number; warehouseName: string },
): { field: string | null; message: string } {
  const column = problem.column ?? '';
  const field = FIELD_OF_COLUMN[column] ?? null;
  const label = PRODUCT_FIELD_LABELS[column as keyof typeof PRODUCT_FIELD_LABELS];
  if (!label) return { field: null, message: problem.message };
  if (shelf && (column === 'price' || column === 'list_price' || column === 'stock'))
    return {
      field: `shelves.${shelf.warehouseId}.${field}`,
      message: M.onField(`${label} (${shelf.warehouseName})`, problem.message),
    };
  return { field, message: M.onField(label, problem.message) };
}

/** A product as its page edits it, to tell what a save changed. */
export interface EditedProduct {
  name: string;
  ean: string;
  shortDescription: string;
  description: string;
  /** The category's path, as the record shows it. */
  category: string;
  vatRate: number;
  tags: readonly string[];
  active: boolean;
  shelves: readonly {
    warehouseId: number;
    warehouseName: string;
    priceCents: number | null;
    listPriceCents: number | null;
    available: number | null;
  }[];
}

export interface ProductChange {
  what: string;
  before: ChangeValues;
  after: ChangeValues;
}

const euro = (cents: number | null): string | null => (cents === null ? null : formatEuro(cents));

/** One entry per thing a save changed, with its value before and after, as the record shows them. */
export function productChanges(before: EditedProduct, after: EditedProduct): ProductChange[] {
  const changes: ProductChange[] = [];
  const one = (what: string, key: string, a: ChangeValues[string], b: ChangeValues[string]) => {
    if (a !== b) changes.push({ what, before: { [key]: a }, after: { [key]: b } });
  };
  one(C.name, 'nome', before.name, after.name);
  one(C.ean, 'ean', before.ean, after.ean);
  one(C.shortDescription, 'descrizione breve', before.shortDescription, after.shortDescription);
  one(C.description, 'descrizione', before.description, after.description);
  one(C.category, 'categoria', before.category, after.category);
  one(C.vatRate, 'aliquota IVA', `${before.vatRate}%`, `${after.vatRate}%`);
  one(C.tags, 'caratteristiche', before.tags.join(', '), after.tags.join(', '));
  const sale = (active: boolean) => (active ? C.onSale : C.offSale);
  one(C.active, 'stato', sale(before.active), sale(after.active));
  for (const shelf of after.shelves) {
    const was = before.shelves.find((s) => s.warehouseId === shelf.warehouseId);
    const where = shelf.warehouseName;
    one(C.price(where), 'prezzo', euro(was?.priceCents ?? null), euro(shelf.priceCents));
    one(
      C.listPrice(where),
      'prezzo di listino',
      euro(was?.listPriceCents ?? null),
      euro(shelf.listPriceCents),
    );
    one(C.stock(where), 'giacenza', was?.available ?? null, shelf.available);
  }
  return changes;
}

/** The console's form as the product was read: every field as the manager will type it. */
export const productFormOf = (p: StaffProduct): StaffProductSave => ({
  productId: p.productId,
  version: p.version,
  name: p.name,
  ean: p.ean,
  shortDescription: p.shortDescription,
  description: p.description,
  vatRate: String(p.vatRate),
  active: p.active,
  categoryId: p.categoryId,
  tags: p.tags,
  shelves: p.shelves.map((s) => ({
    warehouseId: s.warehouseId,
    price: s.priceCents === null ? '' : centsAsTyped(s.priceCents),
    listPrice: s.listPriceCents === null ? '' : centsAsTyped(s.listPriceCents),
    stock: s.available === null ? '' : String(s.available).replace('.', ','),
  })),
});
