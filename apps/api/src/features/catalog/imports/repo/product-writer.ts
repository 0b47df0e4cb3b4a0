import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  slugify,
  formatEuro,
  readProductLine,
  sellingOf,
  type ProductFeedLine,
  type WarehousePromo,
} from '@spesa/domain';
import type { Db } from '../../../../db/client';
import { categories, products, vendors, warehouseProducts } from '../../../../db/schema';
import { canonical, excludedOf, rowsOfBatch } from './batch-rows';
import { BATCH, type ShopFacts } from './catalog-facts';
import { undatedShelf } from './offer-shelves';
import type { Counts } from '../counts';

type ProductRow = typeof products.$inferInsert;
type CategoryRow = typeof categories.$inferSelect;
type OfferRow = typeof warehouseProducts.$inferSelect;

/** A category made by a feed, before a designer gives it a colour and an icon of its own. */
const NEW_TOP = { colour: '#4f7a3a', icon: 'cooking-pot' };

/** The price a line shows in a warehouse whose price the products feed sets. */
function shelfOf(
  line: ProductFeedLine,
): Pick<OfferRow, 'priceCents' | 'priceStandardCents' | 'promo'> {
  if (line.listPriceCents === null)
    return { priceCents: line.priceCents, priceStandardCents: null, promo: null };
  const promo: WarehousePromo = {
    promoType: 'special_price',
    view: {
      cssClass: 'promo-special',
      header: 'Prezzo speciale',
      body: `Risparmi ${formatEuro(line.listPriceCents - line.priceCents)}`,
      footer: '',
    },
  };
  return { priceCents: line.priceCents, priceStandardCents: line.listPriceCents, promo };
}

const sameShelf = (a: Pick<OfferRow, 'priceCents' | 'priceStandardCents' | 'promo'>, b: typeof a) =>
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
const keysOf = (row: typeof products.$inferSelect) => ({
  productId: row.productId,
  sku: row.sku,
  wpId: row.wpId,
  slug: row.slug,
});

/**
 * Pass two of a products feed, inside the caller's transaction: creates the
 * labels and categories it names, creates or updates each line by sku, prices
 * it in every warehouse whose price the products feed sets, and takes off sale
 * inactive lines (and, with `full`, every line the file does not name).
 */
export class ProductWriter {
  private categories: CategoryRow[] = [];
  private readonly vendorsByName = new Map<string, { vendorId: number; name: string }>();
  private readonly vendorSlugs = new Set<string>();
  private readonly slugs = new Set<string>();
  private nextIds = { product: 0, category: 0, vendor: 0 };
  private batch: ProductFeedLine[] = [];
  /** The skus the file names, for `full`: a temporary table, as they may be many. */
  private named: string[] = [];

  constructor(
    private readonly db: Db,
    private readonly facts: ShopFacts,
    private readonly counts: Counts,
    private readonly full: boolean,
  ) {}

  async start(): Promise<void> {
    if (this.full)
      await this.db.execute(
        sql`create temporary table feed_named (sku text primary key) on commit drop`,
      );
    this.categories = await this.db.select().from(categories);
    for (const v of await this.db.select().from(vendors)) {
      this.vendorsByName.set(v.name.toLowerCase(), v);
      this.vendorSlugs.add(v.slug);
    }
    for (const p of await this.db.select({ slug: products.slug }).from(products))
      this.slugs.add(p.slug);
    const [max] = await this.db
      .select({
        product: sql<number>`coalesce(max(${products.productId}), 100000)::int`,
      })
      .from(products);
    this.nextIds = {
      product: (max?.product ?? 100_000) + 1,
      category: Math.max(0, ...this.categories.map((c) => c.categoryId)) + 1,
      vendor: 0,
    };
    const [vendorMax] = await this.db
      .select({ id: sql<number>`coalesce(max(${vendors.vendorId}), 0)::int` })
      .from(vendors);
    this.nextIds.vendor = (vendorMax?.id ?? 0) + 1;
  }

  async row(fields: Record<string, string>): Promise<void> {
    const { line } = readProductLine(fields, this.facts.brandIds);
    // Pass one refused any file with a bad line.
    if (!line) throw new Error('a checked products feed has a bad line');
    this.batch.push(line);
    if (this.full) this.named.push(line.sku);
    if (this.batch.length >= BATCH) await this.flush();
    if (this.named.length >= BATCH) await this.keepNamed();
  }

  async end(): Promise<void> {
    await this.flush();
    if (!this.full) return;
    await this.keepNamed();
    // Every line the file does not name goes off sale: its rows in the warehouses go.
    const gone = await this.db
      .select({ productId: products.productId })
      .from(products)
      .where(
        and(
          or(isNull(products.sku), sql`${products.sku} not in (select sku from feed_named)`),
          sql`exists (select 1 from ${warehouseProducts} where ${warehouseProducts.productId} = ${products.productId})`,
        ),
      );
    for (let i = 0; i < gone.length; i += BATCH) {
      const ids = gone.slice(i, i + BATCH).map((g) => g.productId);
      await this.db.delete(warehouseProducts).where(inArray(warehouseProducts.productId, ids));
    }
    this.counts.offSale += gone.length;
  }

  private async keepNamed(): Promise<void> {
    const named = this.named;
    this.named = [];
    if (named.length === 0) return;
    await this.db.execute(
      sql`insert into feed_named (sku) values ${sql.join(
        named.map((sku) => sql`(${sku})`),
        sql`, `,
      )}`,
    );
  }

  private async vendorOf(line: ProductFeedLine): Promise<number> {
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
    await this.db.insert(vendors).values(vendor);
    this.vendorsByName.set(line.brand.toLowerCase(), vendor);
    this.vendorSlugs.add(slug);
    return vendor.vendorId;
  }

  /** The category of the path, made level by level where the tree has none (matched by name, accents and case aside). */
  private async categoryOf(path: readonly string[]): Promise<CategoryRow[]> {
    const chain: CategoryRow[] = [];
    for (const name of path) {
      const parent = chain.at(-1) ?? null;
      const key = slugify(name);
      let found = this.categories.find(
        (c) => c.parentId === (parent?.categoryId ?? null) && slugify(c.name) === key,
      );
      if (!found) {
        const categoryId = this.nextIds.category++;
        const siblings = this.categories.filter((c) => c.parentId === (parent?.categoryId ?? null));
        let slug = parent ? `${parent.slug}/${key}` : key;
        if (this.categories.some((c) => c.slug === slug)) slug = `${slug}-${categoryId}`;
        found = {
          categoryId,
          parentId: parent?.categoryId ?? null,
          slug,
          name,
          position: Math.max(0, ...siblings.map((s) => s.position)) + 1,
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
        await this.db.insert(categories).values(found);
        this.categories.push(found);
      }
      chain.push(found);
    }
    return chain;
  }

  private async fedOf(line: ProductFeedLine): Promise<Fed> {
    const chain = await this.categoryOf(line.categoryPath);
    const leaf = chain.at(-1)!;
    const selling = sellingOf(line);
    return {
      name: line.name,
      shortDescr: line.shortDescription,
      description: line.description,
      ean: line.ean,
      vendorId: await this.vendorOf(line),
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
      batch.map((l) => l.sku),
    );
    const bySku = new Map(existing.map((p) => [p.sku!, p]));
    const shelvesOf = new Map<number, OfferRow[]>();
    for (const s of shelves) shelvesOf.set(s.productId, [...(shelvesOf.get(s.productId) ?? []), s]);

    const created: ProductRow[] = [];
    const newShelves: (typeof warehouseProducts.$inferInsert)[] = [];
    const offSale: number[] = [];
    const updated: ProductRow[] = [];
    const repriced: (typeof warehouseProducts.$inferInsert)[] = [];
    for (const line of batch) {
      const fed = await this.fedOf(line);
      const before = bySku.get(line.sku);
      const shelf = shelfOf(line);
      if (!before) {
        const productId = this.nextIds.product++;
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
      const { productId } = before;
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
    if (created.length) await this.db.insert(products).values(created);
    // Changed rows in one statement each: an upsert whose rows all exist updates them.
    if (updated.length)
      await this.db
        .insert(products)
        .values(updated)
        .onConflictDoUpdate({ target: products.productId, set: excludedOf(FED, products) });
    if (repriced.length)
      await this.db
        .insert(warehouseProducts)
        .values(repriced)
        .onConflictDoUpdate({
          target: [warehouseProducts.warehouseId, warehouseProducts.productId],
          set: excludedOf(
            ['priceCents', 'priceStandardCents', 'promo', 'offerId', 'beforeOffer'] as const,
            warehouseProducts,
          ),
        });
    if (newShelves.length) await this.db.insert(warehouseProducts).values(newShelves);
    if (offSale.length)
      await this.db.delete(warehouseProducts).where(inArray(warehouseProducts.productId, offSale));
  }
}
