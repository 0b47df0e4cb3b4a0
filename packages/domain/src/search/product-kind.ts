/**
 * Words that start a name's complement: what follows them is what a product
 * has or is for ("Tortellini di Bologna al prosciutto" is tortellini), and in
 * a category's name they join the kinds it holds ("Cani e gatti").
 */
export const NAME_CONNECTORS: readonly string[] = [
  'di',
  'del',
  'della',
  'dello',
  'dei',
  'degli',
  'delle',
  'd',
  'dell',
  'al',
  'alla',
  'allo',
  'ai',
  'agli',
  'alle',
  'all',
  'con',
  'in',
  'per',
  'da',
  'a',
  'e',
];

const CONNECTOR = new Set(NAME_CONNECTORS);

/** A category of the tree as the kind rule reads it. */
export interface KindCategory {
  id: number;
  /** Its name's words, lower-case and accent-folded: 'Latte, burro e yogurt' → latte, burro, e, yogurt. */
  words: readonly string[];
}

/** A product as the kind rule reads it. */
export interface KindProduct {
  /** The first word of its name's head, folded ("Arance Navel sfuse" → arance). */
  kind: string;
  /** Its name's head, folded: one line of the assortment however many labels sell it. */
  line: string;
  /** Its categories, the top level first and its own (the leaf) last. */
  path: readonly number[];
}

/** The categories whose own name says a form in the fewest other words. */
function namingCategories(forms: ReadonlySet<string>, categories: readonly KindCategory[]) {
  const naming = categories
    .filter((c) => c.words.some((w) => forms.has(w)))
    .map((c) => ({ id: c.id, size: c.words.filter((w) => !CONNECTOR.has(w)).length }));
  const closest = Math.min(...naming.map((c) => c.size));
  return naming.filter((c) => c.size === closest).map((c) => c.id);
}

/**
 * The categories just above the leaf holding the most lines whose kind is a
 * form: the aisle where that word is the product. Lines, not products, so
 * three labels of one dried mango do not outweigh the fresh one.
 */
function kindAisles(forms: ReadonlySet<string>, products: Iterable<KindProduct>) {
  const lines = new Map<number, Set<string>>();
  for (const p of products) {
    const aisle = p.path.at(-2) ?? p.path.at(-1);
    if (aisle === undefined || !forms.has(p.kind)) continue;
    const heads = lines.get(aisle) ?? new Set<string>();
    heads.add(p.line);
    lines.set(aisle, heads);
  }
  const most = Math.max(...[...lines.values()].map((heads) => heads.size));
  return [...lines].filter(([, heads]) => heads.size === most).map(([id]) => id);
}

/**
 * Where a searched word names the product itself, read from the category
 * tree: the categories whose own name says the word with the fewest other
 * words ('latte' → Latte, not "Latte, burro e yogurt", whose yogurts are no
 * milk), and the aisles where the word is the kind of the most lines
 * ('arance' → Frutta, where the Arance are). forms: the searched word in
 * either number and what the dictionary reads it as. Empty for a word that
 * names no kind ('intero', 'bio').
 */
export function kindCategories(
  forms: ReadonlySet<string>,
  categories: readonly KindCategory[],
  products: Iterable<KindProduct>,
): Set<number> {
  return new Set([...namingCategories(forms, categories), ...kindAisles(forms, products)]);
}

/**
 * Whether a product is what a searched word names: its name says it is one
 * (its kind is a form of the word) and it sits below a category where the
 * tree says the word is the product (kindCategories). "Latte detergente" is
 * face care and "Funghi trifolati sott'olio" a preserve: their names begin
 * with the word, but their aisles are not where that word is sold.
 */
export const isNamedKind = (
  product: KindProduct,
  forms: ReadonlySet<string>,
  kinds: ReadonlySet<number>,
): boolean => forms.has(product.kind) && product.path.some((id) => kinds.has(id));
