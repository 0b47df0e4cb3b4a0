import type { CategoryMetaData } from '@spesa/domain';
import type { categories } from '../../db/schema';
import { slugify } from '@spesa/domain';
import type { LeafSpec, MidSpec, TopSpec } from './types';

export type CategoryRow = typeof categories.$inferInsert;

/** A leaf with where it sits in the tree, ready for the product builder. */
export interface PlacedLeaf {
  spec: LeafSpec;
  top: TopSpec;
  mid: MidSpec;
  categoryId: number;
  /** The leaf's slug, the path from its department: what the VAT rule reads. */
  slug: string;
  path: number[];
}

export interface BuiltTree {
  categories: CategoryRow[];
  leaves: PlacedLeaf[];
}

const metaData = (
  categoryId: number,
  title: string,
  description: string,
  hidden: boolean | undefined,
): CategoryMetaData => ({
  category_info: {
    TITLE: title,
    DESCRIPTION: description,
    MENU_IMAGE: `/img/categories/${categoryId}/menu.webp`,
    ICON: `/img/categories/${categoryId}/icon.webp`,
    ...(hidden ? { HIDE_IN_MENU: 'true' as const } : {}),
  },
});

/**
 * Readable, stable ids: top level 1000, 2000…; their children 1100, 1200…;
 * leaves 1101, 1102… The slug is the path under /category/.
 */
export function buildCategories(tree: readonly TopSpec[]): BuiltTree {
  const rows: CategoryRow[] = [];
  const leaves: PlacedLeaf[] = [];
  tree.forEach((top, ti) => {
    const topId = (ti + 1) * 1000;
    const topSlug = slugify(top.name);
    const shared = { colour: top.colour, icon: top.icon };
    rows.push({
      categoryId: topId,
      parentId: null,
      slug: topSlug,
      name: top.name,
      position: ti + 1,
      level: 1,
      path: [topId],
      metaData: metaData(topId, top.name, top.description, top.hidden),
      ...shared,
    });
    top.mids.forEach((mid, mi) => {
      const midId = topId + (mi + 1) * 100;
      const midSlug = `${topSlug}/${slugify(mid.name)}`;
      const midDescription = `${mid.name}: la nostra selezione del reparto ${top.name.toLowerCase()}.`;
      rows.push({
        categoryId: midId,
        parentId: topId,
        slug: midSlug,
        name: mid.name,
        position: mi + 1,
        level: 2,
        path: [topId, midId],
        metaData: metaData(midId, mid.name, midDescription, mid.hidden),
        ...shared,
      });
      mid.leaves.forEach((leaf, li) => {
        const leafId = midId + li + 1;
        const leafSlug = `${midSlug}/${slugify(leaf.name)}`;
        rows.push({
          categoryId: leafId,
          parentId: midId,
          slug: leafSlug,
          name: leaf.name,
          position: li + 1,
          level: 3,
          path: [topId, midId, leafId],
          metaData: metaData(leafId, leaf.name, leaf.descr, leaf.hidden),
          ...shared,
        });
        leaves.push({
          spec: leaf,
          top,
          mid,
          categoryId: leafId,
          slug: leafSlug,
          path: [topId, midId, leafId],
        });
      });
    });
  });
  return { categories: rows, leaves };
}
