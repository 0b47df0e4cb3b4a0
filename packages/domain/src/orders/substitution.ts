import type { ProductInfos } from '../api/catalog';
import { assertCents, type Cents } from '../price/money';
import { readInfoNumber } from '../quantity/rules';
import { isMeasureUnit, unitDimension, unitMultiplier } from '../units/unit-multipliers';

/** What a substitution reads of a product. */
export interface SubstitutableProduct {
  /** The leaf category: 'Mozzarelle e latticini freschi'. */
  categoryId: number;
  tipologia: string;
  name: string;
  /** The label, which a packaged product's name starts with ('Latteria Val Padana Mozzarella …'). */
  brand: string;
  /** The catalogue's tags, the 'feature' facet's ids: 'senza-lattosio', 'bio'… */
  features: readonly string[];
  /** Its pack: the content of a piece, the nominal weight of a tray. */
  productInfos: ProductInfos;
}

type KindOf = Pick<SubstitutableProduct, 'categoryId' | 'tipologia' | 'name' | 'brand'>;

/** How many letters of a name's first word name its kind: 'mozzar' is mozzarella and mozzarelline alike. */
const KIND_PREFIX = 6;

const wordsOf = (name: string): string[] =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3);

/** The name's words after its label: the label says who made it, not what it is. */
const goodsWords = ({ name, brand }: KindOf): string[] => {
  const words = wordsOf(name);
  const label = wordsOf(brand);
  return label.length > 0 && label.every((word, i) => words[i] === word)
    ? words.slice(label.length)
    : words;
};

/** One name's kind is a word of the other: 'Bocconcini di mozzarella' is a mozzarella. */
const namesKind = (kindOf: KindOf, other: KindOf): boolean => {
  const kind = goodsWords(kindOf)[0]?.slice(0, KIND_PREFIX);
  return kind !== undefined && goodsWords(other).some((word) => word.startsWith(kind));
};

/**
 * The shop's terms promise a substitute of the same kind: the same
 * shelf (leaf category) and way of selling, and a name of the same kind, so a
 * mozzarella is replaced by another mozzarella, never by the ricotta or the
 * burrata beside it on the shelf.
 */
export const isSameKind = (original: KindOf, candidate: KindOf): boolean =>
  original.categoryId === candidate.categoryId &&
  original.tipologia === candidate.tipologia &&
  (namesKind(original, candidate) || namesKind(candidate, original));

/**
 * The dietary and quality claims a shopper may have chosen a product for, by
 * the 'feature' facet's ids. A substitute keeps every one of them.
 */
export const CLAIMS = ['bio', 'senza-glutine', 'senza-lattosio', 'vegano', 'dop-igp'] as const;
export type Claim = (typeof CLAIMS)[number];

/**
 * How a name states a claim. Read beside the tags because a label's word is
 * the promise the shopper read, and a feed may leave the tag out.
 */
const CLAIM_WORDS: Record<Claim, RegExp> = {
  bio: /\b(?:bio|biologic[aoi]|biologiche)\b/,
  'senza-glutine': /\bsenza glutine\b/,
  'senza-lattosio': /\bsenza lattosio\b|\bdelattosat/,
  vegano: /\bvegan[aoei]?\b/,
  'dop-igp': /\b(?:dop|igp|doc|docg|igt|stg)\b/,
};

const isClaim = (id: string): id is Claim => (CLAIMS as readonly string[]).includes(id);

/** The claims a product makes: its tags, and those its name states. */
export function claimsOf({
  name,
  features,
}: Pick<SubstitutableProduct, 'name' | 'features'>): Set<Claim> {
  const text = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const claims = new Set(features.filter(isClaim));
  for (const claim of CLAIMS) if (CLAIM_WORDS[claim].test(text)) claims.add(claim);
  return claims;
}

/** Every claim of the original is one of the candidate's: lactose-free stays lactose-free. */
export const keepsClaims = (
  original: Pick<SubstitutableProduct, 'name' | 'features'>,
  candidate: Pick<SubstitutableProduct, 'name' | 'features'>,
): boolean => {
  const kept = claimsOf(candidate);
  return [...claimsOf(original)].every((claim) => kept.has(claim));
};

/**
 * How far a substitute's pack may be from the original's, either way: a 125 g
 * mozzarella takes one of 100 to 150 g, never a 3 × 125 g pack, so the shopper
 * gets about what they asked for at the same quantity.
 */
export const PACK_SIZE_TOLERANCE = 0.2;

/** A pack's content in kg or l (with its dimension), or its count of pieces. */
type PackContent = { dimension: 'mass' | 'volume'; amount: number } | { pieces: number };

function packContentOf({ TIPOLOGIA, ...infos }: ProductInfos): PackContent {
  const [amount, unit] =
    TIPOLOGIA === 'Pezzo'
      ? [readInfoNumber(infos.WEIGHT_SELLING_SINGLE_UNIT), infos.WEIGHT_SELLING_SINGLE_UNIT_UM]
      : [readInfoNumber(infos.WEIGHT_SELLING), infos.WEIGHT_UNIT_SELLING];
  if (amount !== null && amount > 0 && unit !== undefined && isMeasureUnit(unit))
    return { dimension: unitDimension(unit), amount: amount / unitMultiplier(unit) };
  return { pieces: Math.max(1, Math.round(readInfoNumber(infos.MULTI_PACK) ?? 1)) };
}

const within = (original: number, candidate: number): boolean =>
  Math.abs(candidate - original) <= original * PACK_SIZE_TOLERANCE + 1e-9;

/**
 * The same quantity of the substitute is about as much goods: packs within
 * the tolerance, pieces as many. Loose and counter goods are weighed to the
 * quantity asked, whatever their pieces weigh.
 */
export function isSimilarPack(
  original: Pick<SubstitutableProduct, 'productInfos'>,
  candidate: Pick<SubstitutableProduct, 'productInfos'>,
): boolean {
  const tipologia = original.productInfos.TIPOLOGIA;
  if (tipologia === 'Sfuso' || tipologia === 'Peso') return true;
  const was = packContentOf(original.productInfos);
  const is = packContentOf(candidate.productInfos);
  if ('pieces' in was || 'pieces' in is)
    return 'pieces' in was && 'pieces' in is && was.pieces === is.pieces;
  return was.dimension === is.dimension && within(was.amount, is.amount);
}

/**
 * What a picker may put in a line's place, and the server accepts: the same
 * kind, every claim of the original kept, and a pack of about its size.
 */
export const canSubstitute = (
  original: SubstitutableProduct,
  candidate: SubstitutableProduct,
): boolean =>
  isSameKind(original, candidate) &&
  keepsClaims(original, candidate) &&
  isSimilarPack(original, candidate);

/**
 * What a substitute line costs: its own price, but never more than the line
 * it replaces ('prezzo pari o inferiore', decision 027). Both are the lines'
 * totals at checkout, after offers; a weighed substitute's final amount then
 * follows its weight from this estimate, as the original's would have.
 */
export function substituteLineCents(originalLineCents: Cents, substituteLineCents: Cents): Cents {
  assertCents(originalLineCents, 'Original line');
  assertCents(substituteLineCents, 'Substitute line');
  return Math.min(originalLineCents, substituteLineCents);
}
