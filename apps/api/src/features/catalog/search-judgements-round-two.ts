import type { Judgement } from './search-judgements';

/**
 * Round two of the judged set (issue 36): the words shoppers type that the
 * catalogue says otherwise. Written from the seeded catalogue like round one,
 * with none of its queries, grouped by the class of query that failed: a fix
 * must serve the class, so each class has several queries.
 */
const FRUIT = 'frutta-e-verdura/frutta';
const WATER = 'bevande/acqua/acqua-minerale';
const OIL = 'olio-aceto-e-condimenti/olio/olio-extravergine-di-oliva';
const SALUMI = 'salumi-e-formaggi/salumi';
const FRESH_PASTA = 'gastronomia/pasta-fresca-e-piatti-pronti/pasta-fresca-ripiena';
const MILK = 'latte-burro-e-yogurt/latte';
const YOGURT = 'latte-burro-e-yogurt/yogurt-e-dessert/yogurt';
const CAT_FOOD = 'animali/cani-e-gatti/alimenti-per-gatti';
const DOG_FOOD = 'animali/cani-e-gatti/alimenti-per-cani';
const CHOCOLATE = 'colazione-e-dolci/dolci-da-spalmare-e-cioccolato/cioccolato-e-caramelle';

export const JUDGEMENTS_ROUND_TWO: readonly Judgement[] = [
  // Synonyms and colloquial names: the shopper's word, the catalogue's product.
  { query: 'gassata', kind: 'synonym', relevant: [{ categories: [WATER], name: /frizzante/i }] },
  {
    query: 'acqua gassata',
    kind: 'synonym',
    relevant: [{ categories: [WATER], name: /frizzante/i }],
  },
  {
    query: 'acqua liscia',
    kind: 'synonym',
    relevant: [{ categories: [WATER], name: /naturale/i }],
  },
  { query: 'croccantini', kind: 'synonym', relevant: [{ name: /crocchette/i }] },
  { query: 'croccantini cane', kind: 'synonym', relevant: [{ name: /crocchette per cani/i }] },
  { query: 'evo', kind: 'abbreviation', relevant: [{ categories: [OIL] }] },
  { query: 'affettato', kind: 'synonym', relevant: [{ categories: [SALUMI] }] },
  { query: 'cibo per gatti', kind: 'synonym', relevant: [{ categories: [CAT_FOOD] }] },
  { query: 'cibo cani', kind: 'synonym', relevant: [{ categories: [DOG_FOOD] }] },
  { query: 'cioccolata', kind: 'synonym', relevant: [{ categories: [CHOCOLATE] }] },

  // The fruit, not the drink or jam made from it.
  { query: 'arance', kind: 'word', relevant: [{ categories: [FRUIT], name: /\barance\b/i }] },
  { query: 'arancia', kind: 'plural', relevant: [{ categories: [FRUIT], name: /\barance\b/i }] },
  { query: 'limoni', kind: 'word', relevant: [{ categories: [FRUIT], name: /\blimoni\b/i }] },
  { query: 'limone', kind: 'plural', relevant: [{ categories: [FRUIT], name: /\blimoni\b/i }] },
  { query: 'pesche', kind: 'word', relevant: [{ categories: [FRUIT], name: /\bpesche\b/i }] },
  { query: 'fragole', kind: 'word', relevant: [{ categories: [FRUIT], name: /\bfragole\b/i }] },
  {
    query: 'albicocche',
    kind: 'word',
    relevant: [{ categories: [FRUIT], name: /\balbicocche\b/i }],
  },

  // An attribute and the product it qualifies: both must hold.
  { query: 'pasta ripiena', kind: 'attribute', relevant: [{ categories: [FRESH_PASTA] }] },
  { query: 'latte intero', kind: 'attribute', relevant: [{ categories: [MILK], name: /intero/i }] },
  { query: 'latte bio', kind: 'attribute', relevant: [{ categories: [MILK], name: /biologic/i }] },
  {
    query: 'biscotti integrali',
    kind: 'attribute',
    relevant: [{ name: /biscotti integrali/i }],
  },
  {
    query: 'yogurt greco',
    kind: 'attribute',
    relevant: [{ categories: [YOGURT], name: /greco/i }],
  },
  { query: 'pomodori pelati', kind: 'attribute', relevant: [{ name: /pelat/i }] },
  { query: 'caffè in grani', kind: 'attribute', relevant: [{ name: /caffè in grani/i }] },
  { query: 'banane bio', kind: 'attribute', relevant: [{ name: /banane biologiche/i }] },

  // Misspellings of the common words.
  { query: 'prosciuto', kind: 'typo', relevant: [{ categories: [SALUMI], name: /prosciutto/i }] },
  {
    query: 'parmiggiano reggiano',
    kind: 'typo',
    relevant: [{ name: /parmigiano reggiano/i }],
  },
  { query: 'yougurt greco', kind: 'typo', relevant: [{ categories: [YOGURT], name: /greco/i }] },
  { query: 'mozzarela', kind: 'typo', relevant: [{ name: /mozzarell/i }] },
  {
    query: 'biscoti',
    kind: 'typo',
    relevant: [{ categories: ['colazione-e-dolci/colazione/biscotti'] }],
  },
  // A misspelt dictionary word is read as the dictionary word.
  {
    query: 'acqua gasata',
    kind: 'typo',
    relevant: [{ categories: [WATER], name: /frizzante/i }],
  },
  { query: 'crocantini', kind: 'typo', relevant: [{ name: /crocchette/i }] },
  { query: 'zuccero', kind: 'typo', relevant: [{ name: /\bzucchero\b/i }] },

  // Plural or singular, with the articles and prepositions of a sentence.
  { query: 'detersivo per i piatti', kind: 'plural', relevant: [{ name: /detersivo piatti/i }] },
  {
    query: 'crocchette per il gatto',
    kind: 'plural',
    relevant: [{ name: /crocchette per gatti/i }],
  },
  { query: 'le uova', kind: 'plural', relevant: [{ categories: ['uova'] }] },
  { query: "olio d'oliva", kind: 'plural', relevant: [{ categories: [OIL] }] },
  { query: 'carta per la cucina', kind: 'plural', relevant: [{ name: /carta da cucina/i }] },
  {
    query: 'detersivo per la lavatrice',
    kind: 'plural',
    relevant: [{ name: /detersivo.*lavatrice/i }],
  },
  { query: "succo d'arancia", kind: 'plural', relevant: [{ name: /succo di arancia/i }] },
  { query: 'il pomodoro pelato', kind: 'plural', relevant: [{ name: /pelat/i }] },
];
