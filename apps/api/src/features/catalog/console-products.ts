import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  FEED_MESSAGES,
  PRODUCT_EDIT_MESSAGES as M,
  STAFF_PRODUCT_PAGE_SIZE,
  barcodeOf,
  productChanges,
  productEditProblem,
  productFeedFields,
  readProductLine,
  readShelfEdit,
  type EditedProduct,
  type StaffProduct,
  type StaffProductList,
  type StaffProductQuery,
  type StaffProductSave,
} from '@spesa/domain';
import { rowsOf, type Db } from '../../db/client';
import { categories, products, vendors, warehouseProducts, warehouses } from '../../db/schema';
import { AppError, refusal } from '../../http/app-error';
import { recordChanges, type ChangeActor } from '../change-log';
import type { CatalogState } from './catalog-state';
import { runProductEdit } from './imports/import-service';
import { searchTerms } from './search-terms';
import { eanHolders, shopFacts } from './imports/repo/catalog-facts';
import { undatedShelf } from './imports/repo/offer-shelves';
import { pricedShelf, sameShelf } from './imports/repo/product-writer';
import type { ShelfLine } from './imports/repo/stock-writer';

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

const notFound = () => new AppError('not_found', 'product.not_found', M.notFound);

/** The product as its page edits it, with what the feeds' line needs and its shelves in every warehouse. */
async function readEditable(db: Db, productId: number) {
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

/** The product for the manager's page; the preview is the shopper's card in the manager's warehouse. */
export async function readStaffProduct(
  catalog: CatalogState,
  productId: number,
  where: { warehouseId: number | null; brandId: string },
): Promise<StaffProduct> {
  const read = await readEditable(catalog.db, productId);
  if (!read) throw notFound();
  const { row, edited } = read;
  const warehouseId = where.warehouseId ?? [...read.held.keys()][0] ?? null;
  const [preview] =
    warehouseId === null ? [] : await catalog.products.get(warehouseId, where.brandId, [productId]);
  return {
    productId,
    sku: row.sku ?? '',
    slug: row.slug,
    name: row.name,
    brand: read.brand,
    ean: row.ean,
    shortDescription: row.shortDescr,
    description: row.description,
    vatRate: row.vatRate,
    active: edited.active,
    categoryId: row.categoryId,
    tags: row.features,
    version: row.version,
    shelves: edited.shelves.map((s) => ({
      ...s,
      offer: read.held.get(s.warehouseId)?.offerId != null,
    })),
    categories: read.categories.map((c) => ({
      categoryId: c.categoryId,
      path: c.path.join(' > '),
    })),
    preview: preview ?? null,
  };
}

const refuse = (problem: { field: string | null; message: string }): AppError =>
  refusal('product.invalid', problem.message, problem.field ?? undefined);

/**
 * Saves the manager's product page (decision 054): refused when the product
 * moved on since the page read it (its version), or with the first problem
 * the feeds' own checks find, on its field. Written by the feeds' writers and
 * recorded, one entry per thing changed, in the same transaction.
 */
export async function saveStaffProduct(
  db: Db,
  actor: ChangeActor,
  edit: StaffProductSave,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: products.version })
      .from(products)
      .where(eq(products.productId, edit.productId))
      .for('update');
    if (!locked) throw notFound();
    if (locked.version !== edit.version) throw refusal('product.changed', M.changed, 'version');
    const before = await readEditable(tx, edit.productId);
    if (!before) throw notFound();
    if (!before.row.sku) throw refusal('product.no_sku', M.noSku);
    const category = before.categories.find((c) => c.categoryId === edit.categoryId);
    if (!category) throw refusal('product.invalid', M.categoryUnknown, 'categoryId');

    const shelves: {
      warehouseId: number;
      warehouseName: string;
      typed: (typeof edit.shelves)[number];
    }[] = [];
    for (const typed of edit.shelves) {
      const known = before.edited.shelves.find((s) => s.warehouseId === typed.warehouseId);
      if (!known) throw refusal('product.invalid', M.warehouseUnknown, 'shelves');
      shelves.push({ warehouseId: known.warehouseId, warehouseName: known.warehouseName, typed });
    }
    const checked = edit.active
      ? shelves.map((s) => {
          const read = readShelfEdit(s.typed);
          if (!read.shelf) throw refuse(productEditProblem(read.problems[0]!, s));
          return { ...s, shelf: read.shelf };
        })
      : [];
    // The line's price is the first warehouse's: every shelf without its own price follows it.
    // Off sale, the line's price reaches no shelf, and any valid one does.
    const first = checked[0]?.shelf ?? { priceCents: 100, listPriceCents: null };
    const fields = productFeedFields({
      sku: before.row.sku,
      ean: edit.ean,
      name: edit.name,
      brand: before.brand,
      privateLabel: before.privateLabel,
      shortDescription: edit.shortDescription,
      description: edit.description,
      categoryPath: category.path,
      tipologia: before.row.tipologia,
      productInfos: before.row.productInfos,
      vatRate: edit.vatRate,
      tags: edit.tags,
      active: edit.active,
      image: before.row.imageSource,
      priceCents: first.priceCents,
      listPriceCents: first.listPriceCents,
    });
    const facts = await shopFacts(tx);
    const line = readProductLine(fields, facts.brandIds);
    if (!line.line) throw refuse(productEditProblem(line.problems[0]!));
    if (line.line.ean) {
      const holder = (await eanHolders(tx, [line.line.ean])).get(line.line.ean);
      if (holder !== undefined && holder !== before.row.sku)
        throw refuse(
          productEditProblem({ column: 'ean', message: FEED_MESSAGES.eanTaken(line.line.ean) }),
        );
    }

    const lineShelf = pricedShelf(first.priceCents, first.listPriceCents);
    const sku = before.row.sku;
    const shelfLines: ShelfLine[] = [];
    for (const { warehouseId, shelf } of checked) {
      const held = before.held.get(warehouseId);
      const wanted = pricedShelf(shelf.priceCents, shelf.listPriceCents);
      // What the shelf shows once the line is written: its own price, or the line's.
      const afterLine = held?.ownPrice ? undatedShelf(held) : lineShelf;
      const reprice = !held || !sameShelf(afterLine, wanted);
      const restock = shelf.stock !== null && shelf.stock !== (held?.available ?? 0);
      if (!reprice && !restock) continue;
      shelfLines.push({
        sku,
        warehouse: warehouseId,
        priceCents: reprice ? shelf.priceCents : null,
        listPriceCents: reprice ? shelf.listPriceCents : null,
        stock: restock ? shelf.stock : null,
      });
    }

    await runProductEdit(tx, { fields, shelves: shelfLines });
    const after = await readEditable(tx, edit.productId);
    const changes = productChanges(before.edited, after!.edited);
    if (changes.length === 0) return;
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1` })
      .where(eq(products.productId, edit.productId));
    await recordChanges(
      tx,
      actor,
      changes.map((c) => ({
        subject: 'product' as const,
        subjectId: sku,
        productId: edit.productId,
        ...c,
      })),
    );
  });
}
