import {
  FEED_MESSAGES,
  PRODUCT_EDIT_MESSAGES as M,
  productChanges,
  productEditProblem,
  productFeedFields,
  readProductLine,
  readShelfEdit,
  type StaffProduct,
  type StaffProductSave,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { AppError, refusal } from '../../http/app-error';
import { recordChanges, type ChangeActor } from '../change-log';
import type { CatalogState } from './catalog-state';
import { runProductEdit } from './imports/import-service';
import { lockProductVersion, nextProductVersion, readEditable } from './console-products-repo';
import { eanHolders, shopFacts } from './imports/repo/catalog-facts';
import { undatedShelf } from './imports/repo/offer-shelves';
import { pricedShelf, sameShelf } from './imports/repo/product-writer';
import type { ShelfLine } from './imports/repo/stock-writer';

const notFound = () => new AppError('not_found', 'product.not_found', M.notFound);

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
    const locked = await lockProductVersion(tx, edit.productId);
    if (locked === null) throw notFound();
    if (locked !== edit.version) throw refusal('product.changed', M.changed, 'version');
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
    await nextProductVersion(tx, edit.productId);
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

export { searchStaffProducts } from './console-products-repo';
