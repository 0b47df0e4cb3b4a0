import { z } from 'zod';
import { MAX_DB_ID, QueryIdSchema } from './ids';

/*
 * The catalogue calls of docs/rules/catalog.md (category, category-block, products) and the
 * search-box suggestions. Money is euros with two decimals on the wire.
 */

const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;

/** Query-string booleans as the provider sends them: 'true'/'false', '1'/'0', or empty. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

/** The provider sends empty parameters ('sort=&page_size='); empty means "not given". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const queryInt = (min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).optional());

/** Free text typed by a shopper; longer queries are refused (400 naming `q`), not truncated. */
const searchText = z.string().max(MAX_QUERY_LENGTH);

// ---------------------------------------------------------------- categories

export const CategoryInfoSchema = z.object({
  TITLE: z.string(),
  DESCRIPTION: z.string(),
  /** URL of the menu picture (an SVG served by the shop). */
  MENU_IMAGE: z.string(),
  /** URL of the category icon (an SVG served by the shop). */
  ICON: z.string(),
  /** 'true' when the menu must not show the category (docs/rules/shop-shell.md App shell); absent otherwise. */
  HIDE_IN_MENU: z.literal('true').optional(),
});

export const CategoryMetaDataSchema = z.object({ category_info: CategoryInfoSchema });
export type CategoryMetaData = z.infer<typeof CategoryMetaDataSchema>;

export const CategoryLinkSchema = z.object({
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type CategoryLink = z.infer<typeof CategoryLinkSchema>;

export const CategorySchema = z
  .object({
    categoryId: z.number().int(),
    /** null for a top-level category. */
    parentId: z.number().int().nullable(),
    /** The path under /category/, e.g. 'frutta-e-verdura/frutta/mele'. */
    slug: z.string(),
    name: z.string(),
    /** 1 for top-level categories, 3 for the leaves of the seeded tree. */
    level: z.number().int(),
    metaData: CategoryMetaDataSchema,
    /** Products of the category and its descendants in the warehouse of the request. */
    productCount: z.number().int(),
    /** Content blocks of the category page, for GET /ebsn/api/category-block/info. */
    categoryBlockIds: z.array(z.number().int()),
    /** Child categories, down to the requested depth. */
    get categories(): z.ZodArray<typeof CategorySchema> {
      return z.array(CategorySchema);
    },
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const CategoryDetailSchema = CategorySchema.extend({
  /** From the top-level ancestor down to this category itself. */
  breadcrumb: z.array(CategoryLinkSchema),
}).meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const CategoryQuerySchema = z.object({
  /** Drop categories without products in the warehouse; default from the brand configuration. */
  filtered: queryBoolean.optional(),
  /** Levels of the tree to return (1 = top level only); default from the brand configuration. */
  depth: queryInt(1, 5),
  /** Cache-busting value of the client; ignored. */
  hash: z.string().max(100).optional(),
  slug: z
    .string()
    .max(300)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/)
    .optional(),
  categoryId: queryInt(1, MAX_DB_ID),
  /** Only the categories holding products that match this search. */
  q: searchText.optional(),
});
export type CategoryQuery = z.input<typeof CategoryQuerySchema>;

export const CategoryTreeResponseSchema = z.object({ categories: z.array(CategorySchema) });
export type CategoryTreeResponse = z.infer<typeof CategoryTreeResponseSchema>;
export const CategoryDetailResponseSchema = z.object({ category: CategoryDetailSchema });
export type CategoryDetailResponse = z.infer<typeof CategoryDetailResponseSchema>;

export const CategoryBlockQuerySchema = z.object({
  categoryBlockId: QueryIdSchema,
});

export const CategoryBlockSchema = z.object({
  categoryBlockId: z.number().int(),
  categoryId: z.number().int(),
  /** 'banner' has a picture and a link; 'text' is a heading with a paragraph. */
  type: z.enum(['banner', 'text']),
  title: z.string(),
  description: z.string(),
  imageURL: z.string().nullable(),
  linkURL: z.string().nullable(),
  cssClass: z.string(),
});
export type CategoryBlock = z.infer<typeof CategoryBlockSchema>;
export const CategoryBlockResponseSchema = z.object({ categoryBlock: CategoryBlockSchema });
export type CategoryBlockResponse = z.infer<typeof CategoryBlockResponseSchema>;

// ---------------------------------------------------------------- products

export const TIPOLOGIE = ['Pezzo', 'Confezione', 'Sfuso', 'Peso'] as const;
export const TipologiaSchema = z.enum(TIPOLOGIE);
export type Tipologia = z.infer<typeof TipologiaSchema>;

/**
 * docs/rules/quantities-and-prices.md productInfos; values are strings, as the provider sends them.
 * - Pezzo: UNIT_SELLING 'pz', QTY_MULT, QTY_LOCKED, MULTI_PACK, WEIGHT_SELLING_SINGLE_UNIT(_UM)
 *   (the net content) and WEIGHT_UNIT_BASE (the unit of the price per kg/l).
 * - Confezione: a pre-packed piece of variable weight priced per WEIGHT_UNIT_BASE: WEIGHT_SELLING
 *   and WEIGHT_UNIT_SELLING are the nominal pack weight, UNIT_SELLING 'conf'.
 * - Sfuso (loose produce) and Peso (service counter): the quantity is a weight in
 *   WEIGHT_UNIT_SELLING; the first add is WEIGHT_SELLING, then steps of STEP_SELLING;
 *   WEIGHT_SELLING_SINGLE_UNIT(_UM) is the average weight of one piece.
 * MAXACQ caps the quantity (pieces, or weight in the selling unit).
 */
export const ProductInfosSchema = z.object({
  TIPOLOGIA: TipologiaSchema,
  QTY_MULT: z.string().optional(),
  QTY_LOCKED: z.enum(['true', 'false']).optional(),
  STEP_SELLING: z.string().optional(),
  MAXACQ: z.string().optional(),
  MULTI_PACK: z.string().optional(),
  WEIGHT_SELLING: z.string().optional(),
  WEIGHT_UNIT_SELLING: z.string().optional(),
  WEIGHT_UNIT_BASE: z.string().optional(),
  UNIT_SELLING: z.string().optional(),
  WEIGHT_SELLING_SINGLE_UNIT: z.string().optional(),
  WEIGHT_SELLING_SINGLE_UNIT_UM: z.string().optional(),
  /** The package product a pack line turns into (docs/rules/quantities-and-prices.md), with… */
  PACKAGE_PRODUCT_ID: z.string().optional(),
  /** …how many packs make one package. */
  PACKAGE_MULTIPLIER: z.string().optional(),
});
export type ProductInfos = z.infer<typeof ProductInfosSchema>;

/** docs/rules/catalog.md Option to select. */
export const SelectOptionSchema = z.object({
  name: z.string(),
  parameterName: z.string(),
  options: z.array(z.object({ name: z.string(), key: z.string(), value: z.string() })),
  /** Set on cart items once the shopper chose; never on catalogue products. */
  selected: z.object({ key: z.string() }).optional(),
});
export type SelectOption = z.infer<typeof SelectOptionSchema>;

export const WarehousePromoSchema = z.object({
  promoType: z.enum(['percent', 'bundle', 'special_price']),
  view: z.object({
    cssClass: z.string(),
    header: z.string(),
    body: z.string(),
    footer: z.string(),
  }),
});
export type WarehousePromo = z.infer<typeof WarehousePromoSchema>;

export const ProductClassSchema = z.object({
  productClassId: z.number().int(),
  name: z.string(),
  /** Most pieces of this class one order may hold; null when unlimited. */
  maxQuantity: z.number().int().nullable(),
});
export type ProductClass = z.infer<typeof ProductClassSchema>;

/** Values per 100 g (or 100 ml for drinks), as on the label. */
export const NutritionSchema = z.object({
  per: z.enum(['100 g', '100 ml']),
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  fibre: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export type Nutrition = z.infer<typeof NutritionSchema>;

export const ProductSchema = z.object({
  productId: z.number().int(),
  wpId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescr: z.string(),
  description: z.string(),
  mediaURL: z.string(),
  /** In the selling unit, like a line's quantity: weighed goods leave fractions of a kg. */
  available: z.number(),
  minAcq: z.number(),
  maxAcq: z.number(),
  vendor: z.object({ vendorId: z.number().int(), name: z.string() }),
  brand: z.string(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  productClasses: z.array(ProductClassSchema),
  deliveryWarehouse: z.object({ warehouseId: z.number().int() }),
  selectOptions: z.array(SelectOptionSchema),
  warehousePromo: WarehousePromoSchema.nullable(),
  /** Euros: per piece for Pezzo, per WEIGHT_UNIT_BASE (kg) for Confezione, Sfuso and Peso. */
  priceDisplay: z.number(),
  /** The price before the promotion; null when there is no promotion. */
  priceStandardDisplay: z.number().nullable(),
  /** 'pz' or the unit priceDisplay is quoted per ('kg'). */
  weightUnitDisplay: z.string(),
  productInfos: ProductInfosSchema,
  ean: z.string(),
  categoryId: z.number().int(),
  ingredients: z.string().nullable(),
  allergens: z.array(z.string()),
  nutrition: NutritionSchema.nullable(),
  /** Ids of the 'feature' facet: bio, senza-glutine, senza-lattosio, vegano, dop-igp. */
  features: z.array(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A product as a cart or list line carries it: docs/rules/catalog.md Product without the
 * product page's label (ingredients, allergens, nutrition, facets, EAN), which
 * a line never shows. A hundred lines stay a small answer.
 */
export const LineProductSchema = ProductSchema.omit({
  ean: true,
  ingredients: true,
  allergens: true,
  nutrition: true,
  features: true,
});
export type LineProduct = z.infer<typeof LineProductSchema>;

const LINE_PRODUCT_KEYS = Object.keys(LineProductSchema.shape) as (keyof LineProduct)[];

/** The line's shape of a catalogue product (a new object; the product is not touched). */
export const lineProductOf = (product: LineProduct): LineProduct =>
  // The keys are the schema's own, so the entries make a whole LineProduct.
  Object.fromEntries(LINE_PRODUCT_KEYS.map((key) => [key, product[key]])) as LineProduct;

// ---------------------------------------------------------------- facets

/**
 * Facet groups of a product list. The `facets` parameter selects values:
 * groups separated by ';', a group's name and values by ':', values by ',' —
 * `brand:mercato,campi-del-sole;tipologia:sfuso`. Values are the `id`s the list
 * returns (case-insensitive); values of one group are alternatives (OR),
 * groups combine (AND).
 */
export const FACET_GROUPS = ['category', 'brand', 'tipologia', 'feature'] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];
export type FacetSelection = Partial<Record<FacetGroup, string[]>>;

const FACET_VALUE = /^[a-z0-9-]{1,60}$/;
const MAX_FACET_VALUES = 50;

export type FacetParseResult = { ok: true; value: FacetSelection } | { ok: false; error: string };

export function parseFacets(text: string): FacetParseResult {
  const selection: FacetSelection = {};
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    if (colon < 0) return { ok: false, error: `«${part}» non ha la forma gruppo:valori` };
    const group = part.slice(0, colon).trim().toLowerCase();
    if (!(FACET_GROUPS as readonly string[]).includes(group))
      return { ok: false, error: `filtro sconosciuto «${group}»` };
    const values = part
      .slice(colon + 1)
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (values.length > MAX_FACET_VALUES || values.some((v) => !FACET_VALUE.test(v)))
      return { ok: false, error: `valori non validi per «${group}»` };
    const key = group as FacetGroup;
    selection[key] = [...new Set([...(selection[key] ?? []), ...values])];
  }
  return { ok: true, value: selection };
}

export const formatFacets = (selection: FacetSelection): string =>
  FACET_GROUPS.filter((g) => selection[g]?.length)
    .map((g) => `${g}:${selection[g]!.join(',')}`)
    .join(';');

export const FacetSchema = z.object({
  /** The Italian heading of the group: Categoria, Marca, Tipologia, Caratteristiche. */
  name: z.string(),
  parameterName: z.enum(FACET_GROUPS),
  values: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** Products with this value among those matching every other group's selection. */
      count: z.number().int(),
      selected: z.boolean(),
    }),
  ),
});
export type Facet = z.infer<typeof FacetSchema>;

// ---------------------------------------------------------------- product list

export const PRODUCT_SORTS = [
  'rank',
  'price_asc',
  'price_des',
  'alf_asc',
  'alf_des',
  'promo',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const facetsParameter = z
  .string()
  .max(1000)
  .transform((text, ctx) => {
    const parsed = parseFacets(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/**
 * Products named by id, in the order given: comma-separated, at most a page's
 * worth (a flyer page's offers, issue 34), each a row id; repeats count once.
 */
const productIdList = z
  .string()
  .max(MAX_PAGE_SIZE * 11)
  .transform((text, ctx) => {
    const parsed = text.split(',').map((part) => QueryIdSchema.safeParse(part.trim()));
    const ids = parsed.flatMap((id) => (id.success ? [id.data] : []));
    if (ids.length !== parsed.length || ids.length > MAX_PAGE_SIZE) {
      ctx.addIssue({
        code: 'custom',
        message: `At most ${MAX_PAGE_SIZE} product ids, comma-separated`,
      });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

export const ProductListQuerySchema = z.object({
  /** Products of this category and its descendants. */
  parent_category_id: queryInt(1, MAX_DB_ID),
  /** Full-text search (Italian stemming, typos and prefixes); at most 200 characters. */
  q: searchText.optional(),
  /** One product by its slug; 404 when unknown. */
  slug: z.string().max(200).optional(),
  /** These products, in this order, on one page; ids not sold here are left out. */
  product_ids: productIdList.optional(),
  /** 1-based. */
  page: queryInt(1, MAX_PAGE),
  /** Default 24 (docs/rules/catalog.md), at most 100. */
  page_size: queryInt(1, MAX_PAGE_SIZE),
  /** `group:value,value;group:value`, groups: category, brand, tipologia, feature. */
  facets: facetsParameter.optional(),
  /** rank (default: relevance, then popularity), price_asc, price_des, alf_asc, alf_des, promo. */
  sort: z.preprocess(emptyAsUndefined, z.enum(PRODUCT_SORTS).optional()),
  /** Only products on promotion. */
  promo: queryBoolean.optional(),
  /** Only new products (`new_product` is the provider's name for it). */
  new: queryBoolean.optional(),
  new_product: queryBoolean.optional(),
  /** Only products the logged-in shopper bought before; none for an anonymous visitor. */
  preferred: queryBoolean.optional(),
  hash: z.string().max(100).optional(),
});
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;
/** The query as the server reads it: defaults applied, facets parsed. */
export type ProductListParams = z.output<typeof ProductListQuerySchema>;

export const PageSchema = z.object({
  selPage: z.number().int(),
  totPages: z.number().int(),
  totItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type Page = z.infer<typeof PageSchema>;

export const ProductListResponseSchema = z.object({
  products: z.array(ProductSchema),
  facets: z.array(FacetSchema),
  page: PageSchema,
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

// ---------------------------------------------------------------- search box

export const SearchSuggestionsQuerySchema = z.object({ q: searchText });
export type SearchSuggestionsQuery = z.input<typeof SearchSuggestionsQuerySchema>;

export const SearchSuggestionsResponseSchema = z.object({
  /** Completions of what was typed, most frequent first ('mozz' → 'mozzarella'). */
  words: z.array(z.string()),
  products: z.array(
    z.object({
      productId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      mediaURL: z.string(),
    }),
  ),
  categories: z.array(CategoryLinkSchema),
});
export type SearchSuggestionsResponse = z.infer<typeof SearchSuggestionsResponseSchema>;
