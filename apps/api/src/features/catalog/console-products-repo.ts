import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  STAFF_PRODUCT_PAGE_SIZE,
  barcodeOf,
  type EditedProduct,
  type StaffProductList,
  type StaffProductQuery,
} from '@spesa/domain';
import { rowsOf, type Db } from '../../db/client';
import { categories, products, vendors, warehouseProducts, warehouses } from '../../db/schema';
import { undatedShelf } from './imports/repo/offer-shelves';
import { searchTerms } from './search-terms';

/** `like` takes these as wildcards: a searched '%' or '_' means itself. */
const likeText = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The manager's search (decision 054): an EAN finds its product by the
 * unique index, a sku by its start, words by the start of words of the
 * product's name, accents and case aside, each through an index. Only the
 * page's products have their shelves summed.
 */
export async function searchStaffProducts(
  db: Db,
  query: StaffProductQuery,
): Promise<StaffProductList> {
  const page = query.page ?? 1;
  const where: SQL[] = [];
  const q = query.q?.trim() ?? '';
  if (q) {
    const found: SQL[] = [];
    const ean = /^[\d\s-]{8,17}$/.test(q) ? barcodeOf(q.replace(/[\s-]/g, '')) : null;
    // ean <> '' lets the planner use the unique index, which leaves loose goods out.
    if (ean) found.push(sql`(p.ean = ${ean} and p.ean <> '')`);
    found.push(sql`lower(p.sku) like ${`${likeText(q.toLowerCase())}%`}`);
    // Each word starts a word of the name, or is one (its stem): weight A of the search
    // column, through its GIN index. A stem's prefix would find «Marsiglia» for «mari»;
    // a word the column leaves out («del») asks nothing.
    const terms = searchTerms(q).map(
      (w) => sql`(case when numnode(to_tsquery('italian', ${w})) = 0 then ''::tsquery
        else to_tsquery('simple', ${`${w}:*A`}) || to_tsquery('italian', ${`${w}:A`}) end)`,
    );
    if (terms.length > 0) found.push(sql`p.search_vector @@ (${sql.join(terms, sql` && `)})`);
    where.push(sql`(${sql.join(found, sql` or `)})`);
  }
  if (query.category_id !== undefined)
    where.push(sql`p.category_path @> array[${query.category_id}]::int[]`);
  // The shelves' filters as semi-joins: only the page's products have their shelves summed.
  const shelf = (condition: SQL = sql`true`) =>
    sql`exists (select 1 from ${warehouseProducts} w where w.product_id = p.product_id and ${condition})`;
  if (query.status === 'active') where.push(shelf());
  if (query.status === 'inactive') where.push(sql`not ${shelf()}`);
  if (query.on_offer !== undefined)
    where.push(
      query.on_offer
        ? shelf(sql`w.promo is not null`)
        : sql`not ${shelf(sql`w.promo is not null`)}`,
    );
  if (query.out_of_stock !== undefined) {
    const out = sql`(${shelf()} and not ${shelf(sql`w.available > 0`)})`;
    where.push(query.out_of_stock ? out : sql`not ${out}`);
  }
  const condition = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const [list, counted] = await Promise.all([
    // By name from its index, stopping at the page's end; then each row's labels and shelves.
    db.execute(sql`
      select p.product_id, p.sku, p.ean, p.name, v.name as brand, c.name as category,
        s.n > 0 as active, s.offer, s.n > 0 and s.stock <= 0 as out_of_stock, s.price
      from (select p.product_id, p.sku, p.ean, p.name, p.vendor_id, p.category_id
        from ${products} p ${condition}
        order by p.name, p.product_id
        limit ${STAFF_PRODUCT_PAGE_SIZE} offset ${(page - 1) * STAFF_PRODUCT_PAGE_SIZE}) p
      join ${vendors} v on v.vendor_id = p.vendor_id
      join ${categories} c on c.category_id = p.category_id
      cross join lateral (
        select count(*)::int as n, coalesce(bool_or(w.promo is not null), false) as offer,
          coalesce(max(w.available), 0) as stock, min(w.price_cents) as price
        from ${warehouseProducts} w where w.product_id = p.product_id) s
      order by p.name, p.product_id`),
    db.execute(sql`select count(*)::int as total from ${products} p ${condition}`),
  ]);
  type Row = {
    product_id: number;
    sku: string | null;
    ean: string;
    name: string;
    brand: string;
    category: string;
    active: boolean;
    offer: boolean;
    out_of_stock: boolean;
    price: number | null;
  };
  return {
    products: rowsOf<Row>(list).map((r) => ({
      productId: r.product_id,
      sku: r.sku,
      ean: r.ean,
      name: r.name,
      brand: r.brand,
      category: r.category,
      active: r.active,
      onOffer: r.offer,
      outOfStock: r.out_of_stock,
      priceCents: r.price === null ? null : Number(r.price),
    })),
    page,
    pageSize: STAFF_PRODUCT_PAGE_SIZE,
    total: rowsOf<{ total: number }>(counted)[0]?.total ?? 0,
  };
}

/** The product as its page edits it, with what the feeds' line needs and its shelves in every warehouse. */
export async function readEditable(db: Db, productId: number) {
  const [row] = await db
    .select({
      product: products,
      brand: vendors.name,
      privateLabel: vendors.brandId,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(eq(products.productId, productId));
  if (!row) return null;
  const [tree, rows, shelves] = await Promise.all([
    db
      .select({ categoryId: categories.categoryId, name: categories.name, path: categories.path })
      .from(categories)
      .orderBy(asc(categories.slug)),
    db.select().from(warehouses).orderBy(asc(warehouses.warehouseId)),
    db.select().from(warehouseProducts).where(eq(warehouseProducts.productId, productId)),
  ]);
  const names = new Map(tree.map((c) => [c.categoryId, c.name]));
  const pathOf = (path: readonly number[]) => path.map((id) => names.get(id) ?? '');
  const categoryPath = pathOf(row.product.categoryPath);
  const held = new Map(shelves.map((s) => [s.warehouseId, s]));
  const edited: EditedProduct = {
    name: row.product.name,
    ean: row.product.ean,
    shortDescription: row.product.shortDescr,
    description: row.product.description,
    category: categoryPath.join(' > '),
    vatRate: row.product.vatRate,
    tags: row.product.features,
    active: shelves.length > 0,
    shelves: rows.map((w) => {
      const shelf = held.get(w.warehouseId);
      const undated = shelf ? undatedShelf(shelf) : null;
      return {
        warehouseId: w.warehouseId,
        warehouseName: w.name,
        priceCents: undated?.priceCents ?? null,
        listPriceCents: undated?.priceStandardCents ?? null,
        available: shelf ? shelf.available : null,
      };
    }),
  };
  return {
    row: row.product,
    brand: row.brand,
    privateLabel: row.privateLabel,
    categoryPath,
    edited,
    held,
    categories: tree.map((c) => ({ categoryId: c.categoryId, path: pathOf(c.path) })),
  };
}

/** Locks the product's row for the save's transaction; its version, null for no such product. */
export async function lockProductVersion(db: Db, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ version: products.version })
    .from(products)
    .where(eq(products.productId, productId))
    .for('update');
  return row?.version ?? null;
}

export const nextProductVersion = (db: Db, productId: number) =>
  db
    .update(products)
    .set({ version: sql`${products.version} + 1` })
    .where(eq(products.productId, productId));
