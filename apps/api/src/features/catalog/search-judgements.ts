/**
 * Queries as shoppers type them, each with what a shopper who typed it would
 * accept among the first results. Written from the seeded catalogue (seed/catalog):
 * a product is relevant when it matches one of the query's rules, a rule being
 * a category (the slug or a slug above it), a name pattern and a feature, all
 * that the rule gives. search-judgements.test.ts measures the search on them.
 */
export interface RelevanceRule {
  /** Category slugs: the product's category is one of them or below one. */
  categories?: readonly string[];
  name?: RegExp;
  feature?: string;
}

export interface Judgement {
  query: string;
  /** What the query tests, for the report of a failing query. */
  kind:
    | 'word'
    | 'plural'
    | 'brand'
    | 'attribute'
    | 'typo'
    | 'accent'
    | 'abbreviation'
    | 'recipe'
    | 'synonym'
    | 'barcode';
  relevant: readonly RelevanceRule[];
}

export interface JudgedProduct {
  name: string;
  categorySlug: string;
  features: readonly string[];
}

export function isRelevant(judgement: Judgement, product: JudgedProduct): boolean {
  return judgement.relevant.some(
    (rule) =>
      (!rule.categories ||
        rule.categories.some(
          (slug) => product.categorySlug === slug || product.categorySlug.startsWith(`${slug}/`),
        )) &&
      (!rule.name || rule.name.test(product.name)) &&
      (!rule.feature || product.features.includes(rule.feature)),
  );
}

const PASTA = 'pasta-riso-e-cereali/pasta';
const FRESH_PASTA = 'gastronomia/pasta-fresca-e-piatti-pronti/pasta-fresca-ripiena';
const RED_WINE = 'vini-birre-e-liquori/vini/vini-rossi';
const SALUMI = 'salumi-e-formaggi/salumi';
const SALADS = 'frutta-e-verdura/verdura/insalate';
const MILK = 'latte-burro-e-yogurt/latte';
const YOGURT = 'latte-burro-e-yogurt/yogurt-e-dessert/yogurt';
const CHEESE = 'salumi-e-formaggi/formaggi';
const COFFEE = 'caffe-te-e-tisane/caffe';
const OIL = 'olio-aceto-e-condimenti/olio';
const TOMATO_TINS = 'conserve-e-sughi/pomodoro-e-sughi/passate-e-polpe-di-pomodoro';
const FISH_TINS = 'conserve-e-sughi/conserve/tonno-e-pesce-in-scatola';
const SOFT_DRINKS = 'bevande/bibite-e-succhi/bibite-gassate';
const WATER = 'bevande/acqua/acqua-minerale';
const BREAD = 'pane-e-pasticceria/pane';
const GLUTEN_FREE_BREAD = 'bio-e-benessere/senza-glutine/pane-e-dolci-senza-glutine';
const FRUIT = 'frutta-e-verdura/frutta';
const VEGETABLES = 'frutta-e-verdura';

export const JUDGEMENTS: readonly Judgement[] = [
  // One word: a department, a category or a product.
  {
    query: 'pasta',
    kind: 'word',
    relevant: [
      { categories: [PASTA, FRESH_PASTA] },
      { categories: ['bio-e-benessere'], name: /spaghetti/i },
    ],
  },
  { query: 'spaghetti', kind: 'word', relevant: [{ name: /spaghetti/i }] },
  { query: 'penne', kind: 'word', relevant: [{ name: /\bpenne\b/i }] },
  { query: 'vino', kind: 'word', relevant: [{ categories: ['vini-birre-e-liquori/vini'] }] },
  { query: 'insalata', kind: 'word', relevant: [{ categories: [SALADS] }] },
  {
    query: 'latte',
    kind: 'word',
    relevant: [
      { categories: [MILK], name: /\blatte\b/i },
      { categories: ['prodotti-per-l-infanzia'], name: /^latte/i },
    ],
  },
  { query: 'yogurt', kind: 'word', relevant: [{ categories: [YOGURT] }] },
  { query: 'mozzarella', kind: 'word', relevant: [{ name: /mozzarell/i }] },
  { query: 'parmigiano', kind: 'word', relevant: [{ name: /parmigiano reggiano/i }] },
  { query: 'caffè', kind: 'word', relevant: [{ categories: [COFFEE] }] },
  {
    query: 'olio',
    kind: 'word',
    relevant: [{ categories: [OIL] }, { categories: ['bio-e-benessere'], name: /^olio/i }],
  },
  {
    query: 'burro',
    kind: 'word',
    relevant: [{ categories: ['latte-burro-e-yogurt/burro-e-panna'], name: /burro/i }],
  },
  { query: 'uova', kind: 'word', relevant: [{ categories: ['uova'] }] },
  {
    query: 'riso',
    kind: 'word',
    relevant: [{ categories: ['pasta-riso-e-cereali/riso-e-cereali/riso'] }],
  },
  {
    query: 'tonno',
    kind: 'word',
    relevant: [{ categories: [FISH_TINS, 'pesce'], name: /tonno/i }],
  },
  {
    query: 'salmone',
    kind: 'word',
    relevant: [{ categories: ['pesce', 'surgelati', FISH_TINS], name: /salmone/i }],
  },
  { query: 'pollo', kind: 'word', relevant: [{ categories: ['carne/pollo-e-tacchino/pollo'] }] },
  {
    query: 'pane',
    kind: 'word',
    relevant: [{ categories: [BREAD] }, { categories: [GLUTEN_FREE_BREAD], name: /\bpan/i }],
  },
  {
    query: 'birra',
    kind: 'word',
    relevant: [{ categories: ['vini-birre-e-liquori/birre-e-liquori/birre'] }],
  },
  { query: 'farina', kind: 'word', relevant: [{ name: /\bfarina\b/i }] },
  { query: 'zucchero', kind: 'word', relevant: [{ name: /\bzucchero\b/i }] },
  { query: 'surgelati', kind: 'word', relevant: [{ categories: ['surgelati'] }] },
  { query: 'frutta', kind: 'word', relevant: [{ categories: [FRUIT] }] },
  { query: 'tortellini', kind: 'word', relevant: [{ name: /tortellini/i }] },
  { query: 'shampoo', kind: 'word', relevant: [{ name: /shampoo/i }] },
  { query: 'pannolini', kind: 'word', relevant: [{ name: /pannolini/i }] },
  { query: 'bresaola', kind: 'word', relevant: [{ name: /bresaola/i }] },
  { query: 'gnocchi', kind: 'word', relevant: [{ name: /gnocchi/i }] },

  // Plurals and singulars.
  { query: 'vini rossi', kind: 'plural', relevant: [{ categories: [RED_WINE] }] },
  { query: 'insalate', kind: 'plural', relevant: [{ categories: [SALADS] }] },
  { query: 'mele', kind: 'plural', relevant: [{ categories: [FRUIT], name: /\bmele\b/i }] },
  { query: 'mela', kind: 'plural', relevant: [{ categories: [FRUIT], name: /\bmele\b/i }] },
  { query: 'banana', kind: 'plural', relevant: [{ name: /banane/i }] },
  {
    query: 'birre',
    kind: 'plural',
    relevant: [{ categories: ['vini-birre-e-liquori/birre-e-liquori/birre'] }],
  },
  {
    query: 'biscotti',
    kind: 'plural',
    relevant: [
      {
        name: /biscott|frollini|amaretti|savoiardi|cantucci|wafer/i,
        categories: ['colazione-e-dolci', GLUTEN_FREE_BREAD],
      },
    ],
  },
  { query: 'gelati', kind: 'plural', relevant: [{ categories: ['surgelati/gelati'] }] },
  { query: 'salsiccia', kind: 'plural', relevant: [{ name: /salsicc/i }] },
  {
    query: 'pomodori',
    kind: 'plural',
    relevant: [{ categories: [`${VEGETABLES}/verdura/ortaggi`, TOMATO_TINS], name: /pomodor/i }],
  },
  { query: 'formaggi', kind: 'plural', relevant: [{ categories: [CHEESE] }] },
  { query: 'patatine', kind: 'plural', relevant: [{ name: /patatine/i }] },

  // Brand and product ("Mercatò" is the store brand; the shop has no Barilla).
  { query: 'spaghetti barilla', kind: 'brand', relevant: [{ name: /spaghetti/i }] },
  { query: 'mercato spaghetti', kind: 'brand', relevant: [{ name: /^Mercatò.*spaghetti/i }] },
  { query: 'fonte alpina acqua', kind: 'brand', relevant: [{ name: /^Fonte Alpina Acqua/i }] },
  { query: 'campoverde rucola', kind: 'brand', relevant: [{ name: /^Campoverde Rucola/i }] },

  // Product and attribute.
  { query: 'vino rosso', kind: 'attribute', relevant: [{ categories: [RED_WINE] }] },
  {
    query: 'vino bianco',
    kind: 'attribute',
    relevant: [{ categories: ['vini-birre-e-liquori/vini/vini-bianchi-e-rosati'] }],
  },
  {
    query: 'prosciutto crudo',
    kind: 'attribute',
    relevant: [{ categories: [SALUMI], name: /prosciutto crudo/i }],
  },
  {
    query: 'prosciutto cotto',
    kind: 'attribute',
    relevant: [{ categories: [SALUMI], name: /prosciutto cotto/i }],
  },
  {
    query: 'latte senza lattosio',
    kind: 'attribute',
    relevant: [{ categories: [MILK], name: /latte senza lattosio/i }],
  },
  {
    query: 'pasta senza glutine',
    kind: 'attribute',
    relevant: [{ categories: [`${PASTA}/pasta-senza-glutine`] }],
  },
  {
    query: 'pane senza glutine',
    kind: 'attribute',
    relevant: [{ categories: [GLUTEN_FREE_BREAD], name: /\bpan/i }],
  },
  {
    query: 'yogurt bio',
    kind: 'attribute',
    relevant: [{ categories: [YOGURT], name: /biolog|\bbio\b/i }],
  },
  {
    query: 'uova bio',
    kind: 'attribute',
    relevant: [{ categories: ['uova'], name: /biolog|\bbio\b/i }],
  },
  { query: 'caffè macinato', kind: 'attribute', relevant: [{ name: /caffè macinato/i }] },
  {
    query: 'acqua frizzante',
    kind: 'attribute',
    relevant: [{ categories: [WATER], name: /frizzante/i }],
  },
  {
    query: 'acqua naturale',
    kind: 'attribute',
    relevant: [{ categories: [WATER], name: /naturale/i }],
  },
  {
    query: 'mozzarella di bufala',
    kind: 'attribute',
    relevant: [{ name: /mozzarella di bufala/i }],
  },
  {
    query: 'olio extravergine',
    kind: 'attribute',
    relevant: [
      { categories: [`${OIL}/olio-extravergine-di-oliva`] },
      { name: /olio extravergine/i, categories: ['bio-e-benessere'] },
    ],
  },
  { query: 'aceto balsamico', kind: 'attribute', relevant: [{ name: /balsamic/i }] },
  { query: 'passata di pomodoro', kind: 'attribute', relevant: [{ name: /passata di pomodor/i }] },
  {
    query: 'tonno in scatola',
    kind: 'attribute',
    relevant: [{ categories: [FISH_TINS], name: /tonno/i }],
  },
  { query: 'salmone affumicato', kind: 'attribute', relevant: [{ name: /salmone.*affumicato/i }] },
  { query: 'petto di pollo', kind: 'attribute', relevant: [{ name: /petto di pollo/i }] },
  { query: 'cioccolato fondente', kind: 'attribute', relevant: [{ name: /cioccolato fondente/i }] },
  { query: 'detersivo piatti', kind: 'attribute', relevant: [{ name: /detersivo piatti/i }] },
  {
    query: 'detersivo lavatrice',
    kind: 'attribute',
    relevant: [{ name: /detersivo.*lavatrice/i }],
  },
  { query: 'carta igienica', kind: 'attribute', relevant: [{ name: /carta igienica/i }] },
  { query: 'crocchette gatti', kind: 'attribute', relevant: [{ name: /crocchette per gatti/i }] },
  {
    query: 'verdure surgelate',
    kind: 'attribute',
    relevant: [{ categories: ['surgelati/verdure-e-pesce-surgelati/verdure-surgelate'] }],
  },

  // Misspellings.
  { query: 'mozarella', kind: 'typo', relevant: [{ name: /mozzarell/i }] },
  { query: 'parmiggiano', kind: 'typo', relevant: [{ name: /parmigiano reggiano/i }] },
  {
    query: 'prosciuto crudo',
    kind: 'typo',
    relevant: [{ categories: [SALUMI], name: /prosciutto crudo/i }],
  },
  { query: 'spagetti', kind: 'typo', relevant: [{ name: /spaghetti/i }] },
  {
    query: 'zuchine',
    kind: 'typo',
    relevant: [{ categories: [VEGETABLES, 'surgelati'], name: /zucchine/i }],
  },
  { query: 'yougurt', kind: 'typo', relevant: [{ categories: [YOGURT] }] },

  // Accents left out.
  { query: 'caffe', kind: 'accent', relevant: [{ categories: [COFFEE] }] },
  { query: 'te verde', kind: 'accent', relevant: [{ name: /tè verde/i }] },
  { query: 'te freddo', kind: 'accent', relevant: [{ name: /tè freddo/i }] },
  { query: 'pure di patate', kind: 'accent', relevant: [{ name: /purè/i }] },

  // Abbreviations and fragments.
  { query: 'parm regg', kind: 'abbreviation', relevant: [{ name: /parmigiano reggiano/i }] },
  {
    query: 'olio evo',
    kind: 'abbreviation',
    relevant: [
      { categories: [`${OIL}/olio-extravergine-di-oliva`] },
      { name: /olio extravergine/i, categories: ['bio-e-benessere'] },
    ],
  },
  { query: 'mozz', kind: 'abbreviation', relevant: [{ name: /mozzarell/i }] },

  // A recipe's need.
  { query: 'per la pizza', kind: 'recipe', relevant: [{ name: /per pizza/i }] },
  { query: 'pizza', kind: 'recipe', relevant: [{ name: /pizza|pinsa/i }] },

  // Words the catalogue says otherwise.
  {
    query: 'coca cola',
    kind: 'synonym',
    relevant: [{ categories: [SOFT_DRINKS], name: /\bcola\b/i }],
  },
  { query: 'coca', kind: 'synonym', relevant: [{ categories: [SOFT_DRINKS], name: /\bcola\b/i }] },
  { query: 'affettati', kind: 'synonym', relevant: [{ categories: [SALUMI] }] },
  {
    query: 'salumi',
    kind: 'synonym',
    relevant: [{ categories: [SALUMI, 'salumi-e-formaggi/wurstel-e-salumi-cotti'] }],
  },
  { query: 'bibite', kind: 'synonym', relevant: [{ categories: ['bevande/bibite-e-succhi'] }] },

  // A barcode typed or pasted.
  {
    query: '8100001001678',
    kind: 'barcode',
    relevant: [{ name: /^Mercatò Spaghetti n\. 5 1 kg$/ }],
  },
];
