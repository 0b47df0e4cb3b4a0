import { assertCents, type Cents } from '../price/money';
import { roundHalfUp } from '../rounding';

/** The Italian VAT rates a grocery sells at, in percent (DPR 633/72, Tabella A and art. 16). */
export const VAT_RATES = [4, 5, 10, 22] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const isVatRate = (value: number): value is VatRate =>
  (VAT_RATES as readonly number[]).includes(value);

/** Services (delivery), bags, non-food and anything no rule names: the ordinary rate. */
export const ORDINARY_VAT_RATE: VatRate = 22;

interface VatRule {
  /** A category's slug: the rule covers it and everything under it. */
  under: string;
  /** Only the products whose name matches (the brand is part of the name). */
  named?: RegExp;
  rate: VatRate;
}

/**
 * What the catalogue's categories and product names say of each product's
 * rate under DPR 633/72, Tabella A: parte II (4 %), parte II-bis (5 %),
 * parte III (10 %), else 22 %. Read in order, the first rule that covers a
 * product wins, so the exceptions of a shelf come before the shelf.
 * Decision 027 gives the sources and the cases that are a judgement.
 */
const VAT_RULES: readonly VatRule[] = [
  // Fruit and vegetables, fresh or cut and washed (IV gamma, ris. 23/E/2013): 4 %.
  // Basil, rosemary and sage, fresh or in a pot, and oregano: 5 % (parte II-bis, n. 1-bis).
  {
    under: 'frutta-e-verdura/verdura/erbe-aromatiche',
    named: /basilico|rosmarino|salvia/i,
    rate: 5,
  },
  // Thyme is a spice (ris. 51/E: thyme and bay 10 %); mint is listed nowhere.
  { under: 'frutta-e-verdura/verdura/erbe-aromatiche', named: /\btimo\b/i, rate: 10 },
  { under: 'frutta-e-verdura/verdura/erbe-aromatiche', named: /\bmenta\b/i, rate: 22 },
  { under: 'frutta-e-verdura', rate: 4 },

  { under: 'carne', rate: 10 },
  { under: 'pesce', rate: 10 },
  { under: 'salumi-e-formaggi/salumi', rate: 10 },
  { under: 'salumi-e-formaggi/wurstel-e-salumi-cotti', rate: 10 },
  // Cheese and latticini (mozzarella, ricotta, mascarpone): 4 %.
  { under: 'salumi-e-formaggi/formaggi', rate: 4 },

  // Milk, also UHT (a heat treatment the health rules provide for): 4 %; plant drinks are not milk.
  { under: 'latte-burro-e-yogurt/latte/bevande-vegetali', rate: 22 },
  { under: 'latte-burro-e-yogurt/latte', rate: 4 },
  // Yoghurt and cream (latte e crema coagulati, crema di latte) and desserts: 10 %.
  { under: 'latte-burro-e-yogurt/yogurt-e-dessert', rate: 10 },
  { under: 'latte-burro-e-yogurt/burro-e-panna', named: /\bpanna\b/i, rate: 10 },
  // Butter and margarine: 4 %.
  { under: 'latte-burro-e-yogurt/burro-e-panna', rate: 4 },

  // Eggs: parte III (uova di volatili), 10 %, not the 4 % the issue assumed.
  { under: 'uova', rate: 10 },

  // Bread, crackers, rusks, grissini and taralli (panetteria ordinaria, parte II n. 15): 4 %.
  // Puffed rice cakes are a cereal preparation; pastry doughs are panetteria fine.
  { under: 'pane-e-pasticceria/pane', named: /gallette/i, rate: 10 },
  { under: 'pane-e-pasticceria/pane', rate: 4 },
  { under: 'pane-e-pasticceria/pasticceria', rate: 10 },
  { under: 'pane-e-pasticceria/basi-e-impasti', named: /sfoglia|bris[ée]e|frolla/i, rate: 10 },
  { under: 'pane-e-pasticceria/basi-e-impasti', rate: 4 },

  // Pasta of any flour (ris. 89/E/2005, 130/E/2017), rice, flour, pulses: 4 %.
  // Risotto mixes moved to 10 % in 2016 (L. 122/2016); the other ready mixes are preparations.
  { under: 'pasta-riso-e-cereali/preparati-pronti', rate: 10 },
  { under: 'pasta-riso-e-cereali', rate: 4 },

  // Preserved vegetables and tomato (n. 70), tinned fish, sauces, stock: 10 %.
  { under: 'conserve-e-sughi', rate: 10 },
  // Olive oil and edible vegetable oils: 4 % (parte II n. 13).
  { under: 'olio-aceto-e-condimenti/olio', rate: 4 },
  {
    under: 'olio-aceto-e-condimenti/aceto-e-condimenti/sale-spezie-e-salse',
    named: /origano/i,
    rate: 5,
  },
  // Vinegar, salt, spices and sauces: 10 %.
  { under: 'olio-aceto-e-condimenti', rate: 10 },

  // Biscuits, sweets, jams, honey, sugar, chocolate, cereals: 10 %; rolled oats are a cereal, 4 %.
  { under: 'colazione-e-dolci', named: /fiocchi d.avena/i, rate: 4 },
  { under: 'colazione-e-dolci', rate: 10 },

  // Roasted coffee and tea are listed nowhere: 22 %. Coffee substitutes (orzo) and coffee
  // extracts (instant) are n. 76, 10 %; a sweetened cocoa drink mix is not (22 %).
  { under: 'caffe-te-e-tisane/caffe/orzo-e-solubili', named: /cioccolata/i, rate: 22 },
  { under: 'caffe-te-e-tisane/caffe/orzo-e-solubili', rate: 10 },
  { under: 'caffe-te-e-tisane/caffe', rate: 22 },
  // Herbal blends are preparations (n. 80, risposta 579/2020); tea and camomile alone are not.
  { under: 'caffe-te-e-tisane/te-e-tisane', named: /tisana|infuso/i, rate: 10 },
  { under: 'caffe-te-e-tisane', rate: 22 },

  // Frozen vegetables stay vegetables (4 %); once grilled, fried or cooked in oil they are preparations.
  {
    under: 'surgelati/verdure-e-pesce-surgelati/verdure-surgelate',
    named: /grigliate|fritte|trifolati/i,
    rate: 10,
  },
  { under: 'surgelati/verdure-e-pesce-surgelati/verdure-surgelate', rate: 4 },
  { under: 'surgelati', rate: 10 },

  // Water, soft drinks, juices (risposte 312-313/2023), syrups, wine, beer, spirits: 22 %.
  { under: 'bevande', rate: 22 },
  { under: 'vini-birre-e-liquori', rate: 22 },

  // Nuts and dried fruit as they come: 4 %; roasted or salted ones and olives are preparations.
  {
    under: 'snack-e-aperitivi/snack-salati/frutta-secca-e-olive',
    named: /tostat|salat|olive/i,
    rate: 10,
  },
  { under: 'snack-e-aperitivi/snack-salati/frutta-secca-e-olive', rate: 4 },
  { under: 'snack-e-aperitivi/snack-dolci', named: /disidratat/i, rate: 4 },
  { under: 'snack-e-aperitivi', rate: 10 },

  // Fresh pasta, filled or not, is pasta (4 %); ready dishes and sauces are preparations.
  { under: 'gastronomia/pasta-fresca-e-piatti-pronti/pasta-fresca-ripiena', rate: 4 },
  { under: 'gastronomia', rate: 10 },

  // Infant milk and weaning foods, and baby nappies: 10 % since 2024 (L. 213/2023).
  { under: 'prodotti-per-l-infanzia/alimentazione', named: /pastina/i, rate: 4 },
  { under: 'prodotti-per-l-infanzia/alimentazione', rate: 10 },
  { under: 'prodotti-per-l-infanzia/igiene-del-bambino', named: /pannolini|mutandine/i, rate: 10 },
  // Sanitary towels and tampons: 10 % (parte III n. 114, L. 213/2023).
  { under: 'cura-della-persona/viso-e-benessere/assorbenti-e-igiene-intima', rate: 10 },

  {
    under: 'bio-e-benessere/biologico/dispensa-biologica',
    named: /quinoa|avena|spaghetti/i,
    rate: 4,
  },
  { under: 'bio-e-benessere/biologico', rate: 10 },
  { under: 'bio-e-benessere/alimentazione-vegetale', rate: 10 },
  { under: 'bio-e-benessere/senza-glutine', named: /biscotti|preparato/i, rate: 10 },
  { under: 'bio-e-benessere/senza-glutine', rate: 4 },
];

const covers = (under: string, slug: string): boolean =>
  slug === under || slug.startsWith(`${under}/`);

/**
 * A product's Italian VAT rate from its category (the leaf's slug, the path
 * from the department down) and its name. What no rule names (toiletries,
 * household goods, pet food, bags) is at the ordinary rate.
 */
export function vatRateOfProduct(product: { categorySlug: string; name: string }): VatRate {
  const rule = VAT_RULES.find(
    (r) => covers(r.under, product.categorySlug) && (!r.named || r.named.test(product.name)),
  );
  return rule?.rate ?? ORDINARY_VAT_RATE;
}

export interface VatLine {
  /** What the shopper pays for the line, VAT included. */
  grossCents: Cents;
  rate: VatRate;
}

export interface VatSummaryRow {
  rate: VatRate;
  /** Imponibile: the amount without VAT. */
  taxableCents: Cents;
  /** Imposta. */
  taxCents: Cents;
  grossCents: Cents;
}

/**
 * Prices include VAT: per rate, the gross is summed first and then split, so
 * the rows add up to the total paid to the cent (imponibile rounded half up,
 * imposta the rest), as an Italian invoice's "riepilogo IVA" does.
 */
export function vatSummary(lines: readonly VatLine[]): VatSummaryRow[] {
  const byRate = new Map<VatRate, Cents>();
  for (const { grossCents, rate } of lines) {
    assertCents(grossCents, 'Line amount');
    byRate.set(rate, (byRate.get(rate) ?? 0) + grossCents);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, grossCents]) => {
      const taxableCents = roundHalfUp((grossCents * 100) / (100 + rate), 0);
      return { rate, taxableCents, taxCents: grossCents - taxableCents, grossCents };
    });
}

/**
 * Splits an amount over the rates in proportion to each rate's gross (the
 * last rate takes what rounding left; a rate whose share rounds to nothing is
 * left out), so a discount, an allowance or an accessory charge on the whole
 * order moves each rate's taxable amount by its share.
 */
export function spreadOverRates(
  amountCents: Cents,
  lines: readonly VatLine[],
): { rate: VatRate; amountCents: Cents }[] {
  assertCents(amountCents, 'Amount to spread');
  const byRate = new Map<VatRate, Cents>();
  for (const { grossCents, rate } of lines) byRate.set(rate, (byRate.get(rate) ?? 0) + grossCents);
  // A rate with nothing left to lower takes no share, not even the rounding's cent.
  const rates = [...byRate.keys()].filter((rate) => byRate.get(rate)! > 0).sort((a, b) => a - b);
  const total = rates.reduce((sum, rate) => sum + byRate.get(rate)!, 0);
  if (amountCents === 0 || total <= 0) return [];
  let left = amountCents;
  return rates
    .map((rate, index) => {
      const share =
        index === rates.length - 1 ? left : Math.round((amountCents * byRate.get(rate)!) / total);
      left -= share;
      return { rate, amountCents: share };
    })
    .filter((share) => share.amountCents !== 0);
}
