import { buildCategories } from './build-categories';
import { buildBrandOffers, buildOffers, type OfferRow } from './build-offers';
import { buildProducts, type BuiltProduct, type CatalogueSize } from './build-products';
import { Random } from './random';
import { CATALOGUE_TREE } from './tree';
import { VENDORS, VENDOR_KEYS, vendorId } from './vendors';

export interface CatalogueRows {
  tree: ReturnType<typeof buildCategories>;
  built: BuiltProduct[];
  /** The network warehouses' offers. */
  offers: OfferRow[];
  /** The brands' own warehouses' offers (decision 044). */
  brandOffers: OfferRow[];
}

const drawn = new Map<CatalogueSize, CatalogueRows>();

/** The catalogue as the seed draws it: the same rows each time for one size. */
export function catalogueRows(size: CatalogueSize): CatalogueRows {
  const known = drawn.get(size);
  if (known) return known;
  const random = new Random(20_260_101);
  const tree = buildCategories(CATALOGUE_TREE);
  const built = buildProducts(tree.leaves, random, size);
  const offers = offersWithCopies(built, random);
  // A generator of their own, drawn after the network's offers, so no row of theirs moves.
  const brandOffers = buildBrandOffers(offers, built, otherBrandsLabels, new Random(20_260_102));
  const rows = { tree, built, offers, brandOffers };
  drawn.set(size, rows);
  return rows;
}

/** The vendor ids of the private labels of every brand but this one. */
const otherBrandsLabels = (brandId: string): ReadonlySet<number> =>
  new Set(
    VENDOR_KEYS.filter((key) => {
      const owner = VENDORS[key].brandId;
      return owner !== undefined && owner !== brandId;
    }).map(vendorId),
  );

/**
 * The producers' offers, drawn as always; a private-label copy is priced and
 * stocked like the line it copies, and draws nothing, so adding a brand never
 * moves another product's price.
 */
function offersWithCopies(built: readonly BuiltProduct[], random: Random): OfferRow[] {
  const offers = buildOffers(
    built.filter((b) => b.copyOf === undefined),
    random,
  );
  const byProduct = new Map<number, OfferRow[]>();
  for (const offer of offers)
    byProduct.set(offer.productId, [...(byProduct.get(offer.productId) ?? []), offer]);
  return [
    ...offers,
    ...built.flatMap(({ copyOf, row }) =>
      copyOf === undefined
        ? []
        : (byProduct.get(copyOf) ?? []).map((o) => ({ ...o, productId: row.productId })),
    ),
  ];
}
