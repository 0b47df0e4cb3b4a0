import {
  FACET_GROUPS,
  formatFacets,
  TIPOLOGIE,
  type Facet,
  type FacetGroup,
  type FacetSelection,
  type Tipologia,
} from '@spesa/domain';
import type { CategoryNode } from './category-catalogue';
import type { FacetCount, FacetFilters } from './product-repo';

const GROUP_NAMES: Record<FacetGroup, string> = {
  category: 'Categoria',
  brand: 'Marca',
  tipologia: 'Tipologia',
  feature: 'Caratteristiche',
};

const TIPOLOGIA_NAMES: Record<Tipologia, string> = {
  Pezzo: 'A pezzo',
  Confezione: 'In confezione',
  Sfuso: 'Sfuso',
  Peso: 'A peso',
};

export const FEATURE_NAMES: Record<string, string> = {
  bio: 'Biologico',
  'senza-glutine': 'Senza glutine',
  'senza-lattosio': 'Senza lattosio',
  vegano: 'Vegano',
  'dop-igp': 'DOP e IGP',
};

const tipologiaOf = (id: string): Tipologia | undefined =>
  TIPOLOGIE.find((t) => t.toLowerCase() === id);

/**
 * The selection of the request as database filters. Ids the catalogue does not
 * know still filter (and match nothing), as an out-of-date link should.
 */
export function toFilters(selection: FacetSelection): FacetFilters {
  const filters: FacetFilters = {};
  // No category has id 0: a malformed id filters to nothing.
  if (selection.category)
    filters.category = selection.category.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : 0));
  if (selection.brand) filters.brand = selection.brand;
  if (selection.tipologia)
    filters.tipologia = selection.tipologia.map((id) => tipologiaOf(id) ?? id);
  if (selection.feature) filters.feature = selection.feature;
  return filters;
}

interface ValueDraft {
  id: string;
  name: string;
  count: number;
  order: number | string;
}

/**
 * Facets with their values and counts, in a stable order; a selected value the
 * counts no longer hold stays listed with 0, so the shopper can unselect it.
 */
export function buildFacets(
  counts: FacetCount[],
  selection: FacetSelection,
  categoryById: (id: number) => CategoryNode | undefined,
): Facet[] {
  const drafts: Record<FacetGroup, ValueDraft[]> = {
    category: [],
    brand: [],
    tipologia: [],
    feature: [],
  };
  for (const c of counts) {
    const draft = describe(c, categoryById);
    if (draft) drafts[c.facet].push(draft);
  }
  return FACET_GROUPS.flatMap((group) => {
    const selected = new Set(selection[group] ?? []);
    const values = drafts[group];
    for (const id of selected) {
      if (!values.some((v) => v.id === id)) values.push({ id, name: id, count: 0, order: '~' });
    }
    if (values.length === 0) return [];
    values.sort((a, b) =>
      typeof a.order === 'number' && typeof b.order === 'number'
        ? a.order - b.order
        : String(a.order).localeCompare(String(b.order), 'it'),
    );
    return [
      {
        name: GROUP_NAMES[group],
        parameterName: group,
        values: values.map((v) => ({
          id: v.id,
          name: v.name,
          count: v.count,
          selected: selected.has(v.id),
        })),
      },
    ];
  });
}

function describe(
  c: FacetCount,
  categoryById: (id: number) => CategoryNode | undefined,
): ValueDraft | undefined {
  switch (c.facet) {
    case 'category': {
      const node = categoryById(Number(c.value));
      return node && { id: c.value, name: node.row.name, count: c.n, order: node.row.position };
    }
    case 'brand':
      return { id: c.value, name: c.name ?? c.value, count: c.n, order: c.name ?? c.value };
    case 'tipologia': {
      const t = c.value as Tipologia;
      return {
        id: t.toLowerCase(),
        name: TIPOLOGIA_NAMES[t] ?? t,
        count: c.n,
        order: TIPOLOGIE.indexOf(t),
      };
    }
    case 'feature':
      return {
        id: c.value,
        name: FEATURE_NAMES[c.value] ?? c.value,
        count: c.n,
        order: Object.keys(FEATURE_NAMES).indexOf(c.value),
      };
  }
}

/** Products matching scope and every selected facet: the counts of the selected types, or of all. */
export function totalFromCounts(counts: FacetCount[], selection: FacetSelection): number {
  const wanted = selection.tipologia ? new Set(selection.tipologia) : null;
  return counts
    .filter((c) => c.facet === 'tipologia' && (!wanted || wanted.has(c.value.toLowerCase())))
    .reduce((sum, c) => sum + c.n, 0);
}

/** A facet selection written the same way whatever order the request gave it in. */
export const canonicalFacets = (selection: FacetSelection): string =>
  formatFacets(
    Object.fromEntries(
      Object.entries(selection).map(([group, values]) => [group, [...values].sort()]),
    ),
  );
