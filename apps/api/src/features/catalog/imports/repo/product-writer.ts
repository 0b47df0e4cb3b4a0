import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  slugify,
  formatEuro,
  readProductLine,
  sellingOf,
  type ProductFeedLine,
  type WarehousePromo,
} from '@spesa/domain';
import { rowsOf, type Db } from '../../../../db/client';
import {
  categories,
  productImages,
  products,
  vendors,
  warehouseProducts,
} from '../../../../db/schema';
import { countSearchWords } from '../../search-repo';
import { canonical, rowsOfBatch } from './batch-rows';
import { BATCH, type ShopFacts } from './catalog-facts';
import { undatedShelf } from './offer-shelves';
import type { Stages } from './stages';
import type { Counts } from '../counts';

type ProductRow = typeof products.$inferInsert;
type CategoryRow = typeof categories.$inferSelect;
type OfferRow = typeof warehouseProducts.$inferSelect;

/** A category made by a feed, before a designer gives it a colour and an icon of its own. */
const NEW_TOP = { colour: '#4f7a3a', icon: 'cooking-pot' };

/**
 * A price, with its list price struck through as a special price when there
 * is one: how a products feed's line, or the manager's page, prices a shelf.
 */
export function pricedShelf(
  priceCents: number,
  listPriceCents: number | null,
): Pick<OfferRow, 'priceCents' | 'priceStandardCents' | 'promo'> {
  if (listPriceCents === null) return { priceCents, priceStandardCents: null, promo: null };
  const promo: WarehousePromo = {
    promoType: 'special_price',
    view: {
      cssClass: 'promo-special',
      header: 'Prezzo speciale',
      body: `Risparmi ${formatEuro(listPriceCents - priceCents)}`,
      footer: '',
    },
  };
  return { priceCents, priceStandardCents: listPriceCents, promo };
}

/** The price a line shows in a warehouse whose price the products feed sets. */
const shelfOf = (line: ProductFeedLine) => pricedShelf(line.priceCents, line.listPriceCents);

export const sameShelf = (
  a: Pick<OfferRow, 'priceCents' | 'priceStandardCents' | 'promo'>,
  b: typeof a,
) =>
  a.priceCents === b.priceCents &&
  a.priceStandardCents === b.priceStandardCents &&
  canonical(a.promo) === canonical(b.promo);

/** The columns of a product the feed sets, compared to tell an update from an unchanged line. */
const FED = [
  'name',
  'shortDescr',
  'description',
  'ean',
  'vendorId',
  'categoryId',
  'categoryPath',
  'tipologia',
  'vatRate',
  'productInfos',
  'weightUnitDisplay',
  'minAcq',
  'maxAcq',
  'features',
  'imageSource',
  'searchBrand',
  'searchCategories',
] as const;
type Fed = Pick<Required<ProductRow>, (typeof FED)[number]>;

/** What an upsert of an existing product must repeat: its key and the columns without defaults. */
const keysOf = (
  row: Pick<typeof products.$inferSelect, 'productId' | 'sku' | 'wpId' | 'slug'>,
) => ({
  productId: row.productId,
  sku: row.sku,
  wpId: row.wpId,
  slug: row.slug,
});

/** The database's names of these columns of `table`. */
const namesOf = <T extends Record<string, { name: string }>>(
  columns: T,
  keys: readonly (keyof T)[],
): string[] => keys.map((k) => columns[k]!.name);

/** A picture the feed names for a product, for the image job. */
export interface ImageRequest {
  productId: number;
  source: string;
  line: number;
}

/**
 * Pass two of a products feed (decision 047). While the shop goes on serving,
 * each batch of lines is compared with the catalogue and what it changes is
 * staged (repo/stages.ts): the labels and categories it names (matched in
 * memory), the products to create or update, their prices in each warehouse,
 * the lines going off sale. `apply` then writes every stage with one
 * statement each, inside the caller's short transaction, and counts the
 * changed products' words into search's lexicon.
 */
export class ProductWriter {
  /** The tree by parent and name as slugified: a path is matched level by level. */
  private readonly categoryByKey = new Map<string, CategoryRow>();
  private readonly categorySlugs = new Set<string>();
  private readonly lastPosition = new Map<number, number>();
  private readonly newCategories: CategoryRow[] = [];
  private readonly vendorsByName = new Map<string, { vendorId: number }>();
  private readonly vendorSlugs = new Set<string>();
  private readonly newVendors: (typeof vendors.$inferInsert)[] = [];
  private readonly slugs = new Set<string>();
  private nextIds = { product: 0, category: 0, vendor: 0 };
  private batch: { line: number; feed: ProductFeedLine }[] = [];
  /** The pictures to fetch once the import is written. */
  readonly images: ImageRequest[] = [];
  /** Products whose picture the feed no longer names. */
  readonly imagesDropped: number[] = [];
  /** Products whose picture could not be read: named again, it is tried again. */
  private readonly picturesFailed = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly facts: ShopFacts,
    private readonly counts: Counts,
    private readonly full: boolean,
    private readonly stages: Stages,
  ) {}

  async start(): Promise<void> {
    const tree = await this.db.select().from(categories);
    for (const c of tree) this.knowCategory(c);
    for (const v of await this.db.select().from(vendors)) {
      this.vendorsByName.set(v.name.toLowerCase(), v);
      this.vendorSlugs.add(v.slug);
    }
    for (const p of await this.db.select({ slug: products.slug }).from(products))
      this.slugs.add(p.slug);
    const failed = await this.db
      .select({ productId: productImages.productId })
      .from(productImages)
      .where(eq(productImages.state, 'failed'));
    for (const f of failed) this.picturesFailed.add(f.productId);
    const [max] = await this.db
      .select({
        product: sql<number>`coalesce(max(${products.productId}), 100000)::int`,
        vendor: sql<number>`(select coalesce(max(${vendors.vendorId}), 0)::int from ${vendors})`,
      })
      .from(products);
    this.nextIds = {
      product: (max?.product ?? 100_000) + 1,
      category: Math.max(0, ...tree.map((c) => c.categoryId)) + 1,
      vendor: (max?.vendor ?? 0) + 1,
    };
  }

  async row(lineNumber: number, fields: Record<string, string>): Promise<void> {
    const { line } = readProductLine(fields, this.facts.brandIds);
    // Pass one refused any file with a bad line.
    if (!line) throw new Error('a checked products feed has a bad line');
    this.batch.push({ line: lineNumber, feed: line });
    if (this.batch.length >= BATCH) await this.flush();
  }

  async end(): Promise<void> {
    await this.flush();
    await this.stages.add('vendors', this.newVendors, vendors);
    await this.stages.add('categories', this.newCategories, categories);
  }

  /** Writes what was staged, in the caller's transaction. */
  async apply(tx: Db): Promise<void> {
    const product = getTableColumns(products);
    const shelf = getTableColumns(warehouseProducts);
    await this.stages.insert(tx, 'vendors', vendors);
    await this.stages.insert(tx, 'categories', categories);
    const ids = (step: 'products.create' | 'products.update') =>
      sql`(select (x.row ->> 'product_id')::int from ${this.stages.elements(step)} x)`;
    await countSearchWords(tx, ids('products.update'), -1);
    await this.stages.insert(tx, 'products.create', products);
    await this.stages.insert(tx, 'products.update', products, {
      conflict: ['product_id'],
      set: namesOf(product, FED),
    });
    await countSearchWords(tx, sql`(${ids('products.create')} union ${ids('products.update')})`, 1);
    await this.stages.insert(tx, 'shelves.reprice', warehouseProducts, {
      conflict: ['warehouse_id', 'product_id'],
      set: namesOf(shelf, ['priceCents', 'priceStandardCents', 'promo', 'offerId', 'beforeOffer']),
    });
    await this.stages.insert(tx, 'shelves.create', warehouseProducts);
    await tx.execute(
      sql`delete from ${warehouseProducts} where product_id in (select x.value::int from ${this.stages.values('shelves.remove')} x)`,
    );
    if (!this.full) return;
    // Every line the file does not name goes off sale: its rows in the warehouses go.
    const gone = rowsOf<{ n: number }>(
      await tx.execute(sql`
        with gone as (
          delete from ${warehouseProducts} w using ${products} p
          where p.product_id = w.product_id
            and (p.sku is null or p.sku not in (select x.value from ${this.stages.values('named')} x))
          returning w.product_id)
        select count(distinct product_id)::int as n from gone`),
    );
    this.counts.offSale += gone[0]?.n ?? 0;
  }

  private knowCategory(c: CategoryRow): void {
    this.categoryByKey.set(`${c.parentId ?? 0}/${slugify(c.name)}`, c);
    this.categorySlugs.add(c.slug);
    const parent = c.parentId ?? 0;
    this.lastPosition.set(parent, Math.max(this.lastPosition.get(parent) ?? 0, c.position));
  }

  private vendorOf(line: ProductFeedLine): number {
    const known = this.vendorsByName.get(line.brand.toLowerCase());
    if (known) return known.vendorId;
    let slug = slugify(line.brand) || 'marca';
    if (this.vendorSlugs.has(slug)) slug = `${slug}-${this.nextIds.vendor}`;
    const vendor = {
      vendorId: this.nextIds.vendor++,
      slug,
      name: line.brand,
      storeBrand: line.privateLabel !== null,
      brandId: line.privateLabel,
    };
    this.newVendors.push(vendor);
    this.vendorsByName.set(line.brand.toLowerCase(), vendor);
    this.vendorSlugs.add(slug);
    return vendor.vendorId;
  }

  /** The category of the path, made level by level where the tree has none (matched by name, accents and case aside). */
  private categoryOf(path: readonly string[]): CategoryRow[] {
    const chain: CategoryRow[] = [];
    for (const name of path) {
      const parent = chain.at(-1) ?? null;
      const key = slugify(name);
      let found = this.categoryByKey.get(`${parent?.categoryId ?? 0}/${key}`);
      if (!found) {
        const categoryId = this.nextIds.category++;
        let slug = parent ? `${parent.slug}/${key}` : key;
        if (this.categorySlugs.has(slug)) slug = `${slug}-${categoryId}`;
        found = {
          categoryId,
          parentId: parent?.categoryId ?? null,
          slug,
          name,
          position: (this.lastPosition.get(parent?.categoryId ?? 0) ?? 0) + 1,
          level: chain.length + 1,
          path: [...(parent?.path ?? []), categoryId],
          metaData: {
            category_info: {
              TITLE: name,
              DESCRIPTION: '',
              MENU_IMAGE: `/img/categories/${categoryId}/menu.webp`,
              ICON: `/img/categories/${categoryId}/icon.webp`,
            },
          },
          colour: chain[0]?.colour ?? NEW_TOP.colour,
          icon: chain[0]?.icon ?? NEW_TOP.icon,
        };
        this.newCategories.push(found);
        this.knowCategory(found);
      }
      chain.push(found);
    }
    return chain;
  }

  private fedOf(line: ProductFeedLine): Fed {
    const chain = this.categoryOf(line.categoryPath);
    const leaf = chain.at(-1)!;
    const selling = sellingOf(line);
    return {
      name: line.name,
      shortDescr: line.shortDescription,
      description: line.description,
      ean: line.ean,
      vendorId: this.vendorOf(line),
      categoryId: leaf.categoryId,
      categoryPath: leaf.path,
      tipologia: selling.tipologia,
      vatRate: line.vatRate,
      productInfos: selling.productInfos,
      weightUnitDisplay: selling.weightUnitDisplay,
      minAcq: selling.minAcq,
      maxAcq: selling.maxAcq,
      features: line.tags,
      imageSource: line.image,
      searchBrand: line.brand,
      searchCategories: chain.map((c) => c.name).join(' '),
    };
  }

  private uniqueSlug(name: string, productId: number): string {
    let slug = slugify(name) || 'prodotto';
    if (this.slugs.has(slug)) slug = `${slug}-${productId}`;
    this.slugs.add(slug);
    return slug;
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 0) return;
    const { named: existing, shelves } = await rowsOfBatch(
      this.db,
      batch.map((l) => l.feed.sku),
    );
    const bySku = new Map(existing.map((p) => [p.sku!, p]));
    const shelvesOf = new Map<number, OfferRow[]>();
    for (const s of shelves) shelvesOf.set(s.productId, [...(shelvesOf.get(s.productId) ?? []), s]);

    const created: ProductRow[] = [];
    const newShelves: (typeof warehouseProducts.$inferInsert)[] = [];
    const offSale: number[] = [];
    const updated: ProductRow[] = [];
    const repriced: (typeof warehouseProducts.$inferInsert)[] = [];
    for (const { line: lineNumber, feed: line } of batch) {
      const fed = this.fedOf(line);
      const before = bySku.get(line.sku);
      const shelf = shelfOf(line);
      const productId = before?.productId ?? this.nextIds.product++;
      if (
        line.image !== null &&
        (line.image !== before?.imageSource || this.picturesFailed.has(productId))
      )
        this.images.push({ productId, source: line.image, line: lineNumber });
      else if (line.image === null && before?.imageSource) this.imagesDropped.push(productId);
      if (!before) {
        created.push({
          productId,
          sku: line.sku,
          wpId: 900_000 + productId,
          slug: this.uniqueSlug(line.name, productId),
          ...fed,
        });
        if (line.active)
          for (const warehouseId of this.facts.warehouseIds)
            newShelves.push({ warehouseId, productId, ...shelf, available: 0 });
        this.counts.created++;
        continue;
      }
      const held = shelvesOf.get(productId) ?? [];
      if (!line.active) {
        if (held.length > 0) {
          offSale.push(productId);
          this.counts.offSale++;
        } else this.counts.unchanged++;
        if (FED.some((k) => canonical(before[k]) !== canonical(fed[k])))
          updated.push({ ...keysOf(before), ...fed });
        continue;
      }
      let changed = false;
      if (FED.some((k) => canonical(before[k]) !== canonical(fed[k]))) {
        updated.push({ ...keysOf(before), ...fed });
        changed = true;
      }
      if (held.length === 0) {
        // Back on sale: every warehouse, at the feed's price, until a stock feed says more.
        for (const warehouseId of this.facts.warehouseIds)
          newShelves.push({ warehouseId, productId, ...shelf, available: 0 });
        changed = true;
      }
      for (const row of held) {
        // A running dated offer stays on top: the feed sets the shelf it covers.
        if (row.ownPrice || sameShelf(undatedShelf(row), shelf)) continue;
        repriced.push({ ...row, ...shelf, offerId: null, beforeOffer: null });
        changed = true;
      }
      if (changed) this.counts.updated++;
      else this.counts.unchanged++;
    }
    await this.stages.add('products.create', created, products);
    await this.stages.add('products.update', updated, products);
    await this.stages.add('shelves.reprice', repriced, warehouseProducts);
    await this.stages.add('shelves.create', newShelves, warehouseProducts);
    await this.stages.add('shelves.remove', offSale);
    if (this.full)
      await this.stages.add(
        'named',
        batch.map((l) => l.feed.sku),
      );
  }
}
