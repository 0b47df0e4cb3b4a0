import type { Category, CategoryDetail, CategoryLink, ProductClass } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  countProductsByCategory,
  listCategories,
  listCategoryBlockIds,
  listProductClasses,
  type CategoryRow,
} from './category-repo';
import { BoundedCache } from '../../lib/bounded-cache';

export interface CategoryNode {
  row: CategoryRow;
  parent: CategoryNode | null;
  children: CategoryNode[];
  blockIds: number[];
}

/** The tree and classes change only when the catalogue is edited: held for a few minutes. */
interface Structure {
  tops: CategoryNode[];
  byId: Map<number, CategoryNode>;
  bySlug: Map<string, CategoryNode>;
  classes: Map<number, ProductClass>;
}

const STRUCTURE_TTL_MS = 5 * 60_000;
/** Stock moves all day; a category's product count may lag by this much. */
const COUNTS_TTL_MS = 60_000;

export interface TreeOptions {
  warehouseId: number;
  /** Another brand's private label counts nowhere. */
  brandId: string;
  /** Levels of the returned tree, the first category's own level included. */
  depth: number;
  /** Drop categories without products in the warehouse. */
  filtered: boolean;
}

/**
 * The category tree of the shop, shaped for the API: in memory, with product
 * counts per warehouse refreshed every minute, so menus cost no query.
 */
export class CategoryCatalogue {
  private readonly structureCache = new BoundedCache<string, Structure>({
    name: 'category_tree',
    ttlMs: STRUCTURE_TTL_MS,
    staleMs: STRUCTURE_TTL_MS,
    maxEntries: 1,
  });
  private readonly countsCache = new BoundedCache<string, Map<number, number>>({
    name: 'category_counts',
    ttlMs: COUNTS_TTL_MS,
    staleMs: COUNTS_TTL_MS,
    maxEntries: 32,
  });

  constructor(private readonly db: Db) {}

  /** Forgets the per-warehouse counts; with everything, the tree itself. */
  forget(what: 'counts' | 'everything'): void {
    this.countsCache.clear();
    if (what === 'everything') this.structureCache.clear();
  }

  structure(): Promise<Structure> {
    return this.structureCache.getOrLoad('all', async () => {
      const [rows, blocks, classes] = await Promise.all([
        listCategories(this.db),
        listCategoryBlockIds(this.db),
        listProductClasses(this.db),
      ]);
      return buildStructure(rows, blocks, classes);
    });
  }

  countsIn(warehouseId: number, brandId: string): Promise<Map<number, number>> {
    return this.countsCache.getOrLoad(`${warehouseId}|${brandId}`, () =>
      countProductsByCategory(this.db, warehouseId, brandId, null),
    );
  }

  async node(ref: { slug?: string; categoryId?: number }): Promise<CategoryNode | undefined> {
    const s = await this.structure();
    if (ref.categoryId !== undefined) return s.byId.get(ref.categoryId);
    return ref.slug === undefined ? undefined : s.bySlug.get(ref.slug);
  }

  async tree(options: TreeOptions): Promise<Category[]> {
    const [s, counts] = await Promise.all([
      this.structure(),
      this.countsIn(options.warehouseId, options.brandId),
    ]);
    return shapeLevel(s.tops, counts, options.depth, options.filtered);
  }

  /** The tree of the categories holding products that match a search. */
  async searchTree(options: TreeOptions & { tsquery: string }): Promise<Category[]> {
    const [s, counts] = await Promise.all([
      this.structure(),
      countProductsByCategory(this.db, options.warehouseId, options.brandId, options.tsquery),
    ]);
    return shapeLevel(s.tops, counts, options.depth, true);
  }

  async detail(node: CategoryNode, options: TreeOptions): Promise<CategoryDetail> {
    const counts = await this.countsIn(options.warehouseId, options.brandId);
    const [shaped] = shapeLevel([node], counts, options.depth, false);
    return { ...shaped!, breadcrumb: breadcrumbOf(node) };
  }
}

function buildStructure(
  rows: CategoryRow[],
  blocks: { categoryBlockId: number; categoryId: number }[],
  classes: { productClassId: number; name: string; maxQuantity: number | null }[],
): Structure {
  const byId = new Map<number, CategoryNode>();
  const bySlug = new Map<string, CategoryNode>();
  const tops: CategoryNode[] = [];
  // Rows come parents first (ordered by level), so a parent always exists when its child arrives.
  for (const row of rows) {
    const parent = row.parentId === null ? null : (byId.get(row.parentId) ?? null);
    const node: CategoryNode = { row, parent, children: [], blockIds: [] };
    byId.set(row.categoryId, node);
    bySlug.set(row.slug, node);
    if (parent) parent.children.push(node);
    else tops.push(node);
  }
  for (const block of blocks) byId.get(block.categoryId)?.blockIds.push(block.categoryBlockId);
  return {
    tops,
    byId,
    bySlug,
    classes: new Map(classes.map((c) => [c.productClassId, c])),
  };
}

function shapeLevel(
  nodes: CategoryNode[],
  counts: Map<number, number>,
  depth: number,
  filtered: boolean,
): Category[] {
  return nodes
    .filter((n) => !filtered || (counts.get(n.row.categoryId) ?? 0) > 0)
    .map((n) => ({
      categoryId: n.row.categoryId,
      parentId: n.row.parentId,
      slug: n.row.slug,
      name: n.row.name,
      level: n.row.level,
      metaData: n.row.metaData,
      productCount: counts.get(n.row.categoryId) ?? 0,
      categoryBlockIds: n.blockIds,
      categories: depth > 1 ? shapeLevel(n.children, counts, depth - 1, filtered) : [],
    }));
}

export function breadcrumbOf(node: CategoryNode): CategoryLink[] {
  const trail: CategoryLink[] = [];
  for (let n: CategoryNode | null = node; n; n = n.parent) {
    trail.unshift({ categoryId: n.row.categoryId, slug: n.row.slug, name: n.row.name });
  }
  return trail;
}
