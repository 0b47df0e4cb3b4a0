/**
 * Producers of the seeded assortment. All are fictional, to stay clear of real
 * trademarks; the store's own labels carry the retailer's name.
 * tier: the price level of the label (store brand cheaper, premium dearer).
 */
export interface VendorSpec {
  name: string;
  city: string;
  tier: 'store' | 'mid' | 'premium';
  /** The retailer's own label. */
  storeBrand: boolean;
  /** A brand's private label: only that brand sells it (docs/decisions/020-private-label.md). */
  brandId?: string;
}

const v = (
  name: string,
  city: string,
  tier: VendorSpec['tier'] = 'mid',
  storeBrand = tier === 'store',
): VendorSpec => ({ name, city, tier, storeBrand });

const own = (brandId: string, spec: VendorSpec): VendorSpec => ({ ...spec, brandId });

export const VENDORS = {
  mercato: own('mercato', v('Mercatò', 'Bologna', 'store')),
  'mercato-bio': own('mercato', v('Mercatò Bio', 'Bologna', 'store')),
  'mercato-selezione': own('mercato', v('Mercatò Selezione', 'Bologna', 'premium', true)),
  // fruit and vegetables
  'frutteti-del-noce': v('Frutteti del Noce', 'Cles (TN)'),
  'orti-di-romagna': v('Orti di Romagna', 'Cesena (FC)'),
  'terre-di-sicilia': v('Terre di Sicilia', 'Catania'),
  campoverde: v('Campoverde', 'Latina'),
  // meat and fish
  'allevamenti-del-santerno': v('Allevamenti del Santerno', 'Imola (BO)'),
  'avicola-santa-lucia': v('Avicola Santa Lucia', 'Forlì'),
  'pescheria-adriatica': v('Pescheria Adriatica', 'Chioggia (VE)'),
  'tonnara-capo-bianco': v('Tonnara di Capo Bianco', 'Trapani', 'premium'),
  'mari-del-nord': v('Mari del Nord', 'Genova'),
  // cured meats and cheese
  'salumificio-bertoni': v('Salumificio Bertoni', 'Langhirano (PR)'),
  'prosciuttificio-colle-alto': v(
    'Prosciuttificio Colle Alto',
    'San Daniele del Friuli (UD)',
    'premium',
  ),
  'norcineria-umbra': v('Norcineria Umbra', 'Norcia (PG)'),
  'caseificio-san-rocco': v('Caseificio San Rocco', 'Reggio Emilia', 'premium'),
  'caseificio-vesuviano': v('Caseificio Vesuviano', 'Caserta'),
  'malga-fiorita': v('Malga Fiorita', 'Asiago (VI)'),
  // dairy and eggs
  'latteria-val-padana': v('Latteria Val Padana', 'Cremona'),
  'prati-alti': v('Prati Alti', 'Bolzano', 'premium'),
  'fattoria-lieta': v('Fattoria Lieta', 'Lodi'),
  'cascina-le-rondini': v('Cascina Le Rondini', 'Mantova'),
  'aia-dorata': v('Aia Dorata', 'Verona'),
  // bakery, pasta, pantry
  'forno-antico': v('Forno Antico', 'Bologna'),
  'panificio-rosetta': v('Panificio Rosetta', 'Ferrara'),
  'dolce-forno': v('Dolce Forno', 'Verona'),
  'pastificio-valle-doro': v('Pastificio Valle d’Oro', 'Gragnano (NA)', 'premium'),
  'molino-castellani': v('Molino Castellani', 'Foggia'),
  'riseria-lomellina': v('Riseria Lomellina', 'Mortara (PV)'),
  'campi-del-sole': v('Campi del Sole', 'Parma'),
  rossodoro: v('Rossodoro', 'Salerno'),
  'dispensa-ligure': v('Dispensa Ligure', 'Genova'),
  'frantoio-colle-verde': v('Frantoio Colle Verde', 'Spoleto (PG)', 'premium'),
  'oleificio-sabino': v('Oleificio Sabino', 'Rieti'),
  'acetaia-estense': v('Acetaia Estense', 'Modena'),
  'saline-del-sud': v('Saline del Sud', 'Trapani'),
  // breakfast, sweets, hot drinks
  'forno-della-nonna': v('Forno della Nonna', 'Novara'),
  'dolciaria-alpina': v('Dolciaria Alpina', 'Aosta'),
  'dolci-colline': v('Dolci Colline', 'Cuneo'),
  'apicoltura-sibillini': v('Apicoltura dei Sibillini', 'Macerata'),
  'cioccolateria-subalpina': v('Cioccolateria Subalpina', 'Torino', 'premium'),
  'torrefazione-aroma-nero': v('Torrefazione Aroma Nero', 'Trieste'),
  'caffe-del-borgo': v('Caffè del Borgo', 'Napoli'),
  'erbe-alpine': v('Erbe Alpine', 'Merano (BZ)'),
  // frozen, drinks, snacks
  gelomare: v('Gelomare', 'Ancona'),
  ortofreddo: v('Ortofreddo', 'Ravenna'),
  'gelateria-riviera': v('Gelateria Riviera', 'Rimini'),
  'fonte-alpina': v('Fonte Alpina', 'Sondrio'),
  'sorgente-valverde': v('Sorgente Valverde', 'Bedonia (PR)'),
  'bibite-gardesane': v('Bibite Gardesane', 'Salò (BS)'),
  'succhi-di-romagna': v('Succhi di Romagna', 'Faenza (RA)'),
  'cantina-dei-colli': v('Cantina dei Colli', 'Imola (BO)'),
  'tenuta-san-martino': v('Tenuta San Martino', 'Montalcino (SI)', 'premium'),
  'cantine-orsolini': v('Cantine Orsolini', 'Valdobbiadene (TV)'),
  'birrificio-del-lago': v('Birrificio del Lago', 'Como'),
  'distilleria-alpina': v('Distilleria Alpina', 'Bassano del Grappa (VI)', 'premium'),
  'sfizi-di-puglia': v('Sfizi di Puglia', 'Altamura (BA)'),
  'frutta-secca-bellini': v('Frutta Secca Bellini', 'Avellino'),
  'patatificio-sila': v('Patatificio della Sila', 'Cosenza'),
  // ready meals
  'pastificio-emiliano': v('Pastificio Fresco Emiliano', 'Modena'),
  'sapori-di-casa': v('Sapori di Casa', 'Bologna'),
  // non-food
  'piccoli-passi': v('Piccoli Passi', 'Milano'),
  babynatura: v('Babynatura', 'Firenze', 'premium'),
  'natura-viva': v('Natura Viva', 'Milano'),
  biancopuro: v('Biancopuro', 'Como'),
  dermasol: v('Dermasol', 'Bergamo', 'premium'),
  'casa-splendida': v('Casa Splendida', 'Varese'),
  'lavanda-blu': v('Lavanda Blu', 'Lodi'),
  brillante: v('Brillante', 'Brescia'),
  'bau-natura': v('Bau Natura', 'Padova'),
  'miao-gourmet': v('Miao Gourmet', 'Treviso', 'premium'),
  'terra-viva-bio': v('Terra Viva Bio', 'Ancona', 'premium'),
  'sano-e-buono': v('Sano e Buono', 'Perugia'),
  freschissimo: own('fresco', v('Freschissimo', 'Modena', 'store')),
  'freschissimo-bio': own('fresco', v('Freschissimo Bio', 'Modena', 'store')),
  'freschissimo-selezione': own('fresco', v('Freschissimo Selezione', 'Modena', 'premium', true)),
} as const satisfies Record<string, VendorSpec>;

export type VendorKey = keyof typeof VENDORS;

/** Stable ids: the order of VENDORS never changes, new labels go at the end. */
export const VENDOR_KEYS = Object.keys(VENDORS) as VendorKey[];
export const vendorId = (key: VendorKey): number => VENDOR_KEYS.indexOf(key) + 1;

/**
 * The catalogue's tree names the default brand's labels; every other brand
 * sells the same lines under its own label, as products of their own.
 */
export const PRIVATE_LABEL_COPIES: Partial<Record<VendorKey, readonly VendorKey[]>> = {
  mercato: ['freschissimo'],
  'mercato-bio': ['freschissimo-bio'],
  'mercato-selezione': ['freschissimo-selezione'],
};
