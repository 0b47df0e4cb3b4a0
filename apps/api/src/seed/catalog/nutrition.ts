import type { Nutrition } from '@spesa/domain';
import type { Random } from './random';

/** kcal, fat, saturated fat, carbohydrates, sugars, fibre, protein, salt — per 100 g. */
type Profile = readonly [number, number, number, number, number, number, number, number];

/** Typical label values by kind of food (CREA food composition tables, rounded). */
const SOLIDS = {
  frutta: [52, 0.2, 0, 12, 10, 2.2, 0.4, 0],
  agrumi: [40, 0.1, 0, 8.5, 8, 1.8, 0.8, 0],
  verdura: [22, 0.3, 0.1, 3.2, 2.5, 2, 1.4, 0.02],
  patate: [80, 0.1, 0, 17.9, 0.8, 1.6, 2, 0.01],
  insalata: [16, 0.2, 0, 2.2, 1.7, 1.5, 1.3, 0.03],
  legumi: [340, 2, 0.3, 48, 3, 17, 22, 0.02],
  'legumi-lessati': [95, 0.6, 0.1, 13, 0.5, 6, 6.5, 0.6],
  manzo: [158, 7, 2.8, 0, 0, 0, 22, 0.15],
  maiale: [157, 8, 2.9, 0, 0, 0, 21, 0.15],
  pollo: [110, 1.8, 0.5, 0, 0, 0, 23, 0.2],
  macinato: [212, 15, 6, 0, 0, 0, 19, 0.2],
  salsiccia: [304, 26, 9.5, 0.5, 0.5, 0, 16, 2],
  'pesce-bianco': [82, 1, 0.2, 0, 0, 0, 17.5, 0.3],
  'pesce-grasso': [185, 12, 2.5, 0, 0, 0, 19, 0.2],
  crostacei: [85, 0.8, 0.2, 0.5, 0, 0, 18, 0.9],
  molluschi: [75, 1.5, 0.4, 2.5, 0, 0, 12, 0.8],
  'pesce-affumicato': [180, 10, 2, 0, 0, 0, 23, 3],
  tonno: [190, 10, 1.7, 0, 0, 0, 25, 1],
  'prosciutto-crudo': [250, 16, 5.5, 0, 0, 0, 26, 5.2],
  'prosciutto-cotto': [135, 5.5, 2, 1, 0.8, 0, 20, 1.9],
  salame: [400, 32, 12, 1, 0.5, 0, 26, 4.5],
  mortadella: [300, 26, 9.5, 0.5, 0.2, 0, 15, 2.2],
  bresaola: [151, 2, 0.9, 0.5, 0.5, 0, 33, 4],
  'formaggio-stagionato': [392, 29, 19, 0, 0, 0, 33, 1.6],
  'formaggio-fresco': [250, 20, 13, 3, 3, 0, 16, 0.9],
  mozzarella: [250, 19, 13, 0.7, 0.7, 0, 18, 0.5],
  ricotta: [146, 10, 6.5, 3.5, 3.5, 0, 9, 0.2],
  yogurt: [66, 3.5, 2.3, 4.7, 4.7, 0, 3.6, 0.1],
  'yogurt-frutta': [95, 2.7, 1.8, 13, 12.5, 0.2, 3.2, 0.1],
  burro: [744, 82, 54, 0.7, 0.7, 0, 0.6, 0.03],
  uova: [139, 9.5, 3, 0.7, 0.7, 0, 12.5, 0.35],
  pane: [265, 1.5, 0.3, 53, 2.5, 3, 8.5, 1.3],
  'pane-confezionato': [275, 4, 0.6, 49, 4.5, 3.5, 8.5, 1.2],
  grissini: [420, 10, 1.5, 68, 2.5, 3.5, 11.5, 2],
  crackers: [430, 12, 1.5, 68, 2.5, 3.5, 10, 2.2],
  brioche: [410, 18, 9, 53, 18, 2, 7, 0.6],
  torta: [390, 18, 8, 50, 28, 1.5, 6, 0.4],
  pasta: [359, 1.5, 0.3, 71, 3.5, 3, 13, 0.01],
  'pasta-integrale': [340, 2.5, 0.5, 63, 3, 8, 13.5, 0.01],
  'pasta-uovo': [378, 4.4, 1.3, 68, 2, 2.5, 15, 0.1],
  'pasta-fresca-ripiena': [280, 9, 4, 39, 2.5, 2.5, 11, 1.2],
  riso: [350, 0.6, 0.2, 78, 0.2, 1, 7, 0],
  farina: [340, 1, 0.2, 72, 1.5, 2.5, 11, 0],
  cereali: [375, 2, 0.5, 80, 12, 5, 8, 0.7],
  muesli: [380, 8, 1.5, 62, 18, 8, 10, 0.1],
  passata: [32, 0.2, 0, 5.5, 4.8, 1.4, 1.4, 0.05],
  sugo: [75, 4, 0.6, 7, 5.5, 1.5, 2, 0.9],
  pesto: [520, 53, 7, 4, 2.5, 2, 5, 2.8],
  olio: [899, 99.9, 14, 0, 0, 0, 0, 0],
  aceto: [88, 0, 0, 17, 17, 0, 0.5, 0.05],
  maionese: [680, 74, 6, 2.5, 2, 0, 1.2, 1.3],
  sale: [0, 0, 0, 0, 0, 0, 0, 97],
  spezie: [280, 6, 1, 45, 3, 30, 11, 0.1],
  biscotti: [460, 17, 6.5, 69, 22, 3, 7, 0.6],
  'fette-biscottate': [405, 6, 0.8, 74, 7, 4, 12, 1.3],
  marmellata: [215, 0.1, 0, 52, 52, 1, 0.4, 0.02],
  miele: [304, 0, 0, 80, 80, 0, 0.4, 0.01],
  'crema-spalmabile': [540, 31, 10, 57, 55, 3, 6, 0.1],
  cioccolato: [540, 33, 20, 48, 45, 7, 7, 0.05],
  caramelle: [390, 0.2, 0.1, 96, 70, 0, 0.1, 0.05],
  'caffe-macinato': [2, 0, 0, 0.3, 0, 0, 0.1, 0],
  'orzo-solubile': [360, 2, 0.5, 70, 10, 10, 10, 0.1],
  tisana: [1, 0, 0, 0.2, 0, 0, 0, 0],
  'verdure-surgelate': [30, 0.3, 0.1, 4, 2.5, 2.5, 2, 0.05],
  'pesce-panato': [200, 9, 0.8, 17, 1, 1, 12, 0.8],
  pizza: [240, 8, 3.5, 32, 3, 2, 10, 1.2],
  gelato: [215, 11, 7, 25, 22, 0.5, 3.5, 0.15],
  patatine: [535, 33, 3, 52, 0.5, 4.5, 6.5, 1.3],
  'frutta-secca': [600, 52, 4.5, 8, 4, 8, 21, 0.02],
  olive: [150, 15, 2.2, 1, 0, 3, 1, 3.5],
  'primo-pronto': [160, 7, 3.5, 17, 3, 1.5, 7.5, 0.9],
  'secondo-pronto': [190, 11, 3, 8, 1.5, 1, 15, 1.1],
  omogeneizzato: [90, 3, 1, 4, 2, 0.5, 11, 0.1],
  'biscotto-infanzia': [420, 10, 4.5, 74, 24, 2, 8, 0.1],
  pappa: [75, 0.3, 0.1, 17, 13, 2, 0.6, 0.01],
} as const satisfies Record<string, Profile>;

/** Drinks are labelled per 100 ml. */
const LIQUIDS = {
  latte: [64, 3.6, 2.4, 4.8, 4.8, 0, 3.3, 0.1],
  'latte-ps': [46, 1.6, 1, 5, 5, 0, 3.4, 0.1],
  'bevanda-vegetale': [40, 1.3, 0.2, 6, 3.5, 0.6, 0.6, 0.1],
  panna: [337, 35, 22, 3.2, 3.2, 0, 2.3, 0.1],
  acqua: [0, 0, 0, 0, 0, 0, 0, 0.01],
  bibita: [42, 0, 0, 10.5, 10.5, 0, 0, 0.01],
  'bibita-zero': [1, 0, 0, 0.1, 0, 0, 0, 0.02],
  succo: [48, 0.1, 0, 11, 10.5, 0.3, 0.5, 0.01],
  te: [30, 0, 0, 7.5, 7.3, 0, 0, 0.01],
  birra: [43, 0, 0, 3.5, 0.3, 0, 0.4, 0.01],
  'latte-infanzia': [66, 3.4, 1.3, 7.5, 7.5, 0, 1.3, 0.06],
} as const satisfies Record<string, Profile>;

export type NutritionKey = keyof typeof SOLIDS | keyof typeof LIQUIDS;

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The label of one product: the profile of its kind, varied a little per recipe. */
export function nutritionFor(key: NutritionKey, random: Random): Nutrition {
  const liquid = key in LIQUIDS;
  const p: Profile = liquid
    ? LIQUIDS[key as keyof typeof LIQUIDS]
    : SOLIDS[key as keyof typeof SOLIDS];
  const vary = (n: number) => (n === 0 ? 0 : random.jitter(n, 0.06));
  const kcal = Math.round(vary(p[0]));
  const fat = round1(vary(p[1]));
  const carbohydrates = round1(vary(p[3]));
  return {
    per: liquid ? '100 ml' : '100 g',
    energyKj: Math.round(kcal * 4.184),
    energyKcal: kcal,
    fat,
    saturatedFat: Math.min(fat, round1(vary(p[2]))),
    carbohydrates,
    sugars: Math.min(carbohydrates, round1(vary(p[4]))),
    fibre: round1(vary(p[5])),
    protein: round1(vary(p[6])),
    salt: round2(vary(p[7])),
  };
}
