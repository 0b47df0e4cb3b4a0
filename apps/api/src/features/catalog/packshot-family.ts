import type { Tipologia } from '@spesa/domain';

/**
 * What a generated packshot shows: the product family read from the product's
 * name and categories, the emoji that draws it and the pack it comes in. The
 * table is reviewed by hand (see packshot-family.test.ts): a shopper must tell
 * a mango from a pear and a mozzarella from a ham at a glance.
 */

/** How the goods look on the shelf: a pack, or loose produce and counter goods. */
export type PackShape =
  'box' | 'bottle' | 'carton' | 'jar' | 'pot' | 'can' | 'bag' | 'tray' | 'counter' | 'loose';

interface Family {
  /** Emoji of the Fluent Emoji Flat set (or one derived from it in emoji-icons.ts). */
  icons: readonly string[];
  /** The pack of a piece sold whole ('Pezzo'); weighed goods take theirs from TIPOLOGIA. */
  shape: PackShape;
  /** Named as the taste of a product ('Yogurt alla fragola'): its emoji draws that product. */
  flavour?: true;
  /** Shows the taste its name gives ('Confettura di albicocche' shows an apricot). */
  flavoured?: true;
}

const produce = (icons: string | readonly string[], shape: PackShape = 'tray'): Family => ({
  icons: typeof icons === 'string' ? [icons] : icons,
  shape,
  flavour: true,
});
const goods = (icon: string, shape: PackShape, flavoured = false): Family => ({
  icons: [icon],
  shape,
  ...(flavoured ? { flavoured: true as const } : {}),
});

export const FAMILIES = {
  apple: produce('red-apple'),
  'green-apple': produce('green-apple'),
  pear: produce('pear'),
  orange: produce('tangerine'),
  lemon: produce('lemon'),
  lime: produce('lime'),
  banana: produce('banana'),
  kiwi: produce('kiwi-fruit'),
  mango: produce('mango'),
  avocado: produce('avocado'),
  pineapple: produce('pineapple'),
  coconut: produce('coconut'),
  strawberry: produce('strawberry'),
  raspberry: produce('raspberries'),
  blueberry: produce('blueberries'),
  'red-currant': produce('red-currants'),
  'mixed-berries': produce(['strawberry', 'blueberries', 'raspberries']),
  cherry: produce('cherries'),
  grapes: produce('grapes'),
  peach: produce('peach'),
  'fruit-salad': produce(['strawberry', 'kiwi-fruit', 'peach'], 'pot'),
  tomato: produce('tomato'),
  eggplant: produce('eggplant'),
  zucchini: produce('cucumber'),
  cucumber: produce('cucumber'),
  pepper: produce('bell-pepper'),
  chilli: produce('hot-pepper', 'jar'),
  carrot: produce('carrot'),
  broccoli: produce('broccoli'),
  vegetables: produce(['carrot', 'broccoli', 'tomato'], 'bag'),
  potato: produce('potato', 'bag'),
  onion: produce('onion', 'bag'),
  garlic: produce('garlic', 'bag'),
  salad: produce('leafy-green', 'bag'),
  herbs: produce('herb'),
  mushroom: produce('brown-mushroom'),
  corn: produce('ear-of-corn', 'can'),
  peas: produce('pea-pod', 'can'),
  legumes: produce('beans', 'bag'),
  olive: produce('olive', 'jar'),
  nuts: produce(['peanuts', 'chestnut'], 'bag'),
  ginger: produce('ginger-root'),
  honey: { icons: ['honey-pot'], shape: 'jar', flavour: true },
  chocolate: { icons: ['chocolate-bar'], shape: 'box', flavour: true },
  rice: { icons: ['cooked-rice'], shape: 'box', flavour: true },
  grain: { icons: ['sheaf-of-rice'], shape: 'bag', flavour: true },
  flower: { icons: ['blossom'], shape: 'box', flavour: true },

  beef: goods('cut-of-meat', 'tray'),
  'meat-on-bone': goods('meat-on-bone', 'tray'),
  poultry: goods('poultry-leg', 'tray'),
  sausage: goods('hot-dog', 'tray'),
  burger: goods('hamburger', 'tray'),
  meatballs: goods('falafel', 'tray'),
  salumi: goods('bacon', 'tray'),
  fish: goods('fish', 'tray'),
  'tinned-fish': goods('fish', 'can'),
  shrimp: goods('shrimp', 'tray'),
  shellfish: goods('oyster', 'tray'),
  squid: goods('squid', 'tray'),
  octopus: goods('octopus', 'tray'),
  sushi: goods('sushi', 'tray'),

  cheese: goods('cheese-wedge', 'tray'),
  'fresh-cheese': goods('fresh-cheese', 'pot'),
  milk: goods('glass-of-milk', 'carton'),
  'plant-drink': goods('glass-of-milk', 'carton', true),
  cream: goods('glass-of-milk', 'carton'),
  butter: goods('butter', 'box'),
  yoghurt: goods('bowl-with-spoon', 'pot', true),
  dessert: goods('custard', 'pot'),
  eggs: goods('egg', 'box'),

  bread: goods('bread', 'bag'),
  baguette: goods('baguette-bread', 'bag'),
  flatbread: goods('flatbread', 'bag'),
  crackers: goods('rice-cracker', 'box'),
  taralli: goods('bagel', 'bag'),
  cake: goods('shortcake', 'box'),
  pie: goods('pie', 'box'),
  pastry: goods('croissant', 'bag'),
  pizza: goods('pizza', 'box'),
  pasta: goods('spaghetti', 'box'),
  'filled-pasta': goods('dumpling', 'tray'),
  'ready-meal': goods('shallow-pan-of-food', 'tray'),
  soup: goods('steaming-bowl', 'carton'),
  'rice-ball': goods('rice-ball', 'box'),
  fries: goods('french-fries', 'bag'),
  'tomato-sauce': goods('tomato', 'jar'),
  pesto: goods('herb', 'jar'),
  'olive-oil': goods('olive', 'bottle'),
  'seed-oil': goods('sunflower', 'bottle'),
  vinegar: goods('grapes', 'bottle', true),
  salt: goods('salt', 'box'),
  sauce: goods('hot-dog', 'bottle'),
  sugar: goods('ice', 'bag'),
  biscuits: goods('cookie', 'bag'),
  cereals: goods('bowl-with-spoon', 'box'),
  jam: goods('jar', 'jar', true),
  sweets: goods('candy', 'bag'),
  popcorn: goods('popcorn', 'bag'),
  crisps: goods('potato', 'bag'),
  pretzel: goods('pretzel', 'bag'),
  'ice-cream': goods('ice-cream', 'pot'),
  'ice-lolly': goods('soft-ice-cream', 'box'),

  coffee: goods('hot-beverage', 'bag'),
  tea: goods('teacup-without-handle', 'box', true),
  water: goods('droplet', 'bottle'),
  'soft-drink': goods('cup-with-straw', 'bottle', true),
  juice: goods('beverage-box', 'carton', true),
  'energy-drink': goods('high-voltage', 'can'),
  'red-wine': goods('wine-glass', 'bottle'),
  'white-wine': goods('white-wine-glass', 'bottle'),
  'sparkling-wine': goods('bottle-with-popping-cork', 'bottle'),
  beer: goods('beer-mug', 'bottle'),
  spirits: goods('tumbler-glass', 'bottle', true),

  'baby-food': goods('baby-bottle', 'jar', true),
  nappies: goods('baby', 'bag'),
  soap: goods('soap', 'bottle'),
  shampoo: goods('lotion-bottle', 'bottle'),
  'oral-care': goods('toothbrush', 'box'),
  shaving: goods('razor', 'box'),
  'paper-roll': goods('roll-of-paper', 'bag'),
  cotton: goods('cloud', 'bag'),
  'skin-care': goods('lotion-bottle', 'bottle'),
  'sun-care': goods('sun', 'bottle'),
  'intimate-care': goods('blossom', 'box'),
  laundry: goods('t-shirt', 'bottle'),
  dishes: goods('fork-and-knife-with-plate', 'bottle'),
  cleaning: goods('sponge', 'bottle'),
  floor: goods('broom', 'bottle'),
  toilet: goods('toilet', 'bottle'),
  glass: goods('window', 'bottle'),
  'bin-bags': goods('wastebasket', 'box'),
  'air-freshener': goods('tulip', 'bottle'),
  candle: goods('candle', 'jar'),
  insecticide: goods('mosquito', 'bottle'),
  ants: goods('ant', 'box'),
  battery: goods('battery', 'box'),
  'light-bulb': goods('light-bulb', 'box'),
  'dog-food': goods('dog-face', 'bag'),
  'cat-food': goods('cat-face', 'bag'),
  'bird-food': goods('bird', 'bag'),
  'rodent-food': goods('rabbit', 'bag'),
  'shopping-bag': goods('shopping-bags', 'loose'),
  /** Nothing in the name or the categories says more. */
  groceries: goods('basket', 'box'),
} as const satisfies Record<string, Family>;

export type FamilyKey = keyof typeof FAMILIES;

/**
 * Words of product names, as regular expressions matched whole-word. The word
 * that comes first in the name wins, as Italian names start with what the
 * thing is ('Yogurt alla fragola', 'Tortellini al prosciutto crudo'); at the
 * same place, the rule listed first wins, so the longer phrases come first.
 */
const NAME_WORDS: readonly (readonly [string, FamilyKey])[] = [
  // Phrases whose first word alone would say something else.
  ['insalata di riso', 'rice'],
  ['insalata di mare', 'shellfish'],
  ['insalata russa', 'ready-meal'],
  ['pasta (?:sfoglia|brisée|frolla)', 'pie'],
  ['pasta protettiva', 'skin-care'],
  ['(?:impasto|basi) per pizza', 'pizza'],
  ['orzo (?:solubile|macinato)', 'coffee'],
  ['acqua micellare', 'skin-care'],
  ['acqua tonica', 'soft-drink'],
  ['latte detergente', 'skin-care'],
  ['torta di mele', 'pie'],
  ['torta della nonna', 'pie'],
  ['frutti di bosco|frutti rossi', 'mixed-berries'],
  ['fior di latte', 'fresh-cheese'],
  ['fette biscottate', 'bread'],
  [
    'carta (?:igienica|da cucina)|fazzoletti|tovaglioli|pellicola|alluminio|carta forno',
    'paper-roll',
  ],
  ['granny smith', 'green-apple'],
  ['bevanda isotonica', 'soft-drink'],
  ['bevanda energetica', 'energy-drink'],
  ['bevanda', 'plant-drink'],
  ['sale per lavastoviglie', 'dishes'],
  ['deodorante per ambienti|diffusore', 'air-freshener'],
  ['mozzarelline panate', 'fresh-cheese'],
  ['crocchette di patate', 'fries'],
  ['anelli di cipolla', 'onion'],
  ['gioco per gatti', 'cat-food'],
  ['sacchetti igienici per cani', 'dog-food'],
  ['sacchetti gelo|sacchi per la spazzatura', 'bin-bags'],
  ['mango disidratato', 'mango'],
  ['olive all’ascolana', 'olive'],
  ['chips di legumi', 'legumes'],
  ['tortilla chips', 'crisps'],
  ['patate fritte', 'fries'],
  ['hamburger di salmone', 'fish'],
  ['lasagne (?:all’uovo|fresche)', 'pasta'],
  ['crema pasticcera', 'dessert'],
  ['detergente pavimenti', 'floor'],
  ['detergente vetri', 'glass'],
  ['traversine', 'dog-food'],
  ['aranciata|limonata|chinotto', 'soft-drink'],
  ['passata|polpa|pelati|concentrato', 'tomato-sauce'],

  // Fruit.
  ['mel[ae](?! granny smith)', 'apple'],
  ['per[ae]', 'pear'],
  ['aranc(?:e|ia|iata)|clementine|mandarini|pompelmi|cachi|chinotto', 'orange'],
  ['limon(?:e|i|ata|cello)', 'lemon'],
  ['lime', 'lime'],
  ['banane', 'banana'],
  ['kiwi', 'kiwi'],
  ['mango', 'mango'],
  ['avocado', 'avocado'],
  ['ananas', 'pineapple'],
  ['cocco', 'coconut'],
  ['fragol[ae]', 'strawberry'],
  ['lamponi', 'raspberry'],
  ['mirtilli|more', 'blueberry'],
  ['ribes', 'red-currant'],
  ['ciliegi[ae]|ciliegie|amarena', 'cherry'],
  ['uva', 'grapes'],
  ['albicocc(?:a|he)|pesc(?:a|he)', 'peach'],
  ['macedonia', 'fruit-salad'],

  // Vegetables.
  ['pomodor(?:i|o|ini)', 'tomato'],
  ['melanzane', 'eggplant'],
  ['zucchine', 'zucchini'],
  ['cetriol(?:i|ini|o)', 'cucumber'],
  ['peperon(?:i|ata)', 'pepper'],
  ['peperoncino', 'chilli'],
  ['carote', 'carrot'],
  ['broccoli|cavolfiore|cavolo', 'broccoli'],
  [
    'finocchi|zucca|carciof(?:i|ini)|giardiniera|minestrone|soffritto|verdure|frittelle',
    'vegetables',
  ],
  ['patat(?:e|ine)|purè|fecola', 'potato'],
  ['cipoll(?:e|ine)|scalogno', 'onion'],
  ['aglio', 'garlic'],
  ['insalata|rucola|valeriana|misticanza|lattughino|iceberg|spinac(?:i|ini)|radicchio', 'salad'],
  ['basilico|prezzemolo|rosmarino|salvia|menta|erba cipollina|timo|origano|erbe', 'herbs'],
  ['funghi|porcini', 'mushroom'],
  ['mais|polenta', 'corn'],
  ['piselli|fagiolini|edamame', 'peas'],
  ['ceci|fagioli|lenticchie|legumi|hummus|soia|tofu|tempeh', 'legumes'],
  ['olive|capperi', 'olive'],
  [
    'arachidi|pistacch(?:i|io)|mandorl(?:a|e)|noci|nocciol(?:a|e)|anacardi|frutta secca|semi|torrone|panforte|orzata',
    'nuts',
  ],
  ['zenzero', 'ginger'],
  ['miele', 'honey'],
  ['cioccolat(?:o|a|ini)|cacao|gianduia|barrette|wafer al cacao', 'chocolate'],
  ['camomilla|gelsomino', 'flower'],

  // Meat and fish.
  ['costine|ossibuchi|bistecca di scottona con osso|arrosticini', 'meat-on-bone'],
  [
    'bistecc(?:a|he)|fettine|filetto|controfiletto|spezzatino|carpaccio|arrosto|tagliata|macinato|braciole|lonza|arista|spiedini misti|involtini|saltimbocca|cotolette alla milanese|polpettone|scaloppine',
    'beef',
  ],
  ['pollo|tacchino|coniglio|fusi|sovracosce|ali', 'poultry'],
  ['salsicc(?:ia|e)|luganega|salamelle|cotechino|würstel', 'sausage'],
  ['hamburger|burger', 'burger'],
  ['polpette', 'meatballs'],
  [
    'prosciutto|mortadella|salame|bresaola|speck|coppa|pancetta|porchetta|cotto a cubetti',
    'salumi',
  ],
  ['gamber(?:i|etti)|mazzancolle|scampi', 'shrimp'],
  ['cozze|vongole|marinara', 'shellfish'],
  ['calamari|seppie|totano', 'squid'],
  ['polpo', 'octopus'],
  ['sushi|nigiri|uramaki|hosomaki|poke', 'sushi'],
  ['tonno|sgombro|alici|salmone al naturale', 'tinned-fish'],
  ['orata|branzino|sogliola|sardine|merluzzo|rombo|pesce|salmone|trota|baccalà', 'fish'],

  // Dairy and eggs.
  [
    'mozzarell(?:a|e|ine)|burrata|stracciatella|ricotta|stracchino|crescenza|mascarpone|formaggio spalmabile',
    'fresh-cheese',
  ],
  [
    'parmigiano|grana|pecorino|asiago|fontina|gorgonzola|taleggio|provolone|sottilette|scamorza|formagg(?:io|i)',
    'cheese',
  ],
  ['yogurt', 'yoghurt'],
  ['budino|panna cotta|crème caramel|tiramisù|dessert|semifreddo', 'dessert'],
  ['panna|besciamella', 'cream'],
  ['burro|margarina', 'butter'],
  ['latte', 'milk'],
  ['uov(?:a|o)|albume', 'eggs'],

  // Bakery, pasta, rice and grains.
  ['pane|pagnotta|ciabatta|rosette|filone|pan carré|panini|pangrattato', 'bread'],
  ['baguette|grissini', 'baguette'],
  ['piadin(?:a|e)|focaccia|tortillas', 'flatbread'],
  ['crackers|gallette', 'crackers'],
  ['taralli|friselle', 'taralli'],
  ['crostat(?:a|ine)', 'pie'],
  [
    'torta|ciambellone|plumcake|pan di spagna|panettone|pandoro|colomba|preparato per torta',
    'cake',
  ],
  ['cornett(?:i|o)|brioche|sfogliatelle|cannoli|bignè', 'pastry'],
  ['pizza|pinsa', 'pizza'],
  ['tortellin(?:i|o)|tortelloni|ravioli|cappelletti|gnocchi', 'filled-pasta'],
  ['lasagne|parmigiana', 'ready-meal'],
  [
    'spaghett(?:i|oni)|linguine|penne|fusilli|rigatoni|mezze maniche|farfalle|paccheri|orecchiette|tortiglioni|ditalini|bucatini|calamarata|trofie|candele|sedanini|tagliatelle|pappardelle|fettuccine|pastina|pasta',
    'pasta',
  ],
  ['arancini', 'rice-ball'],
  ['ris(?:o|otto)', 'rice'],
  ['farin(?:a|e)|semola|farro|orzo|cous cous|quinoa|avena|seitan|lievito|chia', 'grain'],
  ['zupp(?:a|e)|brodo|dado|vellutata|passato', 'soup'],
  ['fritti', 'fries'],

  // Store cupboard.
  ['sugo|ragù|salsa ai quattro formaggi', 'tomato-sauce'],
  ['pesto|salsa di noci', 'pesto'],
  ['olio di semi', 'seed-oil'],
  ['olio', 'olive-oil'],
  ['aceto|glassa', 'vinegar'],
  ['sale|pepe', 'salt'],
  ['maionese|ketchup|senape', 'sauce'],
  ['zucchero|dolcificante|fruttosio', 'sugar'],
  ['frollini|biscott(?:i|o)|cantucci|savoiardi|wafer|amaretti', 'biscuits'],
  ['fiocchi|muesli|granola|cereali', 'cereals'],
  ['confettur(?:a|e)|marmellata|crema spalmabile|crema di pistacchio|crema di mandorle', 'jam'],
  ['caramelle', 'sweets'],
  ['popcorn', 'popcorn'],
  ['salatini', 'pretzel'],
  ['gelat(?:o|i)', 'ice-cream'],
  ['coni gelato|ghiaccioli', 'ice-lolly'],

  // Drinks.
  ['caffè|capsule|cialde|ginseng', 'coffee'],
  ['tè|tisana|infuso', 'tea'],
  ['acqua', 'water'],
  ['cola|gassosa|tonica|sciroppo', 'soft-drink'],
  ['succ(?:o|hi)|nettare', 'juice'],
  ['birra', 'beer'],
  ['grappa|amaro|bitter|vermut', 'spirits'],

  // Baby, personal and home care.
  ['omogeneizzato|crema di riso', 'baby-food'],
  ['pannolini|mutandine|bagnetto', 'nappies'],
  ['bagnoschiuma|doccia|sapon(?:e|ette)|detergente intimo', 'soap'],
  ['shampoo|balsamo|maschera capelli|lacca', 'shampoo'],
  ['dentifricio|spazzolino|collutorio|filo interdentale', 'oral-care'],
  ['schiuma da barba|rasoi|dopobarba', 'shaving'],
  ['deodorante', 'shampoo'],
  ['dischetti|cotton fioc', 'cotton'],
  ['crema solare|doposole', 'sun-care'],
  ['crema', 'skin-care'],
  ['assorbenti|proteggislip|tamponi', 'intimate-care'],
  ['detersivo piatti|lavastoviglie', 'dishes'],
  ['detersivo|ammorbidente|smacchiatore|candeggina|additivo', 'laundry'],
  ['pavimenti', 'floor'],
  ['wc', 'toilet'],
  ['vetri', 'glass'],
  ['sgrassatore|anticalcare|salviette|spugne|detergente', 'cleaning'],
  ['candela', 'candle'],
  ['insetticida|antizanzare', 'insecticide'],
  ['formiche', 'ants'],
  ['pile', 'battery'],
  ['lampadina', 'light-bulb'],
  ['cani', 'dog-food'],
  ['gatti|lettiera', 'cat-food'],
  ['canarini|pappagallini|mangime', 'bird-food'],
  ['fieno|roditori', 'rodent-food'],
  ['shopper|borsa', 'shopping-bag'],
];

/**
 * Leaves whose products are one family whatever their names say: a wine is
 * named after its land, a cat's litter belongs with the cat.
 */
const LEAF_FAMILY: Readonly<Record<string, FamilyKey>> = {
  'Vini rossi': 'red-wine',
  'Vini bianchi e rosati': 'white-wine',
  Spumanti: 'sparkling-wine',
  Birre: 'beer',
  'Acqua minerale': 'water',
  'Alimenti per cani': 'dog-food',
  'Alimenti per gatti': 'cat-food',
  'Latte e pappe': 'baby-food',
  'Pannolini e salviette': 'nappies',
  'Igiene orale': 'oral-care',
  'Shampoo e balsamo': 'shampoo',
  'Assorbenti e igiene intima': 'intimate-care',
  'Capsule e cialde': 'coffee',
  'Tè e infusi': 'tea',
  'Succhi e tè freddi': 'juice',
  'Liquori e distillati': 'spirits',
};

/** Where the name says nothing the table knows: the leaf, then its ancestors. */
const CATEGORY_FAMILY: Readonly<Record<string, FamilyKey>> = {
  'Banane e frutta esotica': 'pineapple',
  'Frutti di bosco e frutta di stagione': 'mixed-berries',
  Ortaggi: 'vegetables',
  'Pesce al banco': 'fish',
  'Bibite gassate': 'soft-drink',
  'Bevande vegetali': 'plant-drink',
  'Formaggi al banco': 'cheese',
  'Formaggi confezionati': 'cheese',
  'Salumi al banco': 'salumi',
  'Affettati in vaschetta': 'salumi',
  'Dessert al cucchiaio': 'dessert',
  'Sughi pronti': 'tomato-sauce',
  'Preparati e ingredienti per dolci': 'cake',
  'Panettoni, pandori e colombe': 'cake',
  'Merendine e brioche': 'pastry',
  'Bagnoschiuma e saponi': 'soap',
  'Deodoranti e rasatura': 'shaving',
  'Cura del viso e del corpo': 'skin-care',
  'Accessori, uccelli e roditori': 'bird-food',
  'Pile e lampadine': 'battery',
  'Frutta e verdura': 'vegetables',
  Carne: 'beef',
  Pesce: 'fish',
  'Salumi e formaggi': 'cheese',
  'Latte, burro e yogurt': 'milk',
  Uova: 'eggs',
  'Pane e pasticceria': 'bread',
  'Pasta, riso e cereali': 'pasta',
  'Conserve e sughi': 'tomato-sauce',
  'Olio, aceto e condimenti': 'olive-oil',
  'Colazione e dolci': 'biscuits',
  'Caffè, tè e tisane': 'coffee',
  Surgelati: 'vegetables',
  Bevande: 'water',
  'Vini, birre e liquori': 'red-wine',
  'Snack e aperitivi': 'crisps',
  Gastronomia: 'ready-meal',
  'Prodotti per l’infanzia': 'baby-food',
  'Cura della persona': 'soap',
  'Cura della casa': 'cleaning',
  Animali: 'dog-food',
  'Bio e benessere': 'grain',
  'Shopper e imballaggi': 'shopping-bag',
};

/** Shapes by leaf, for leaves whose packs differ from their families' usual one. */
const LEAF_SHAPE: Readonly<Record<string, PackShape>> = {
  'Legumi e verdure in scatola': 'can',
  'Tonno e pesce in scatola': 'can',
  'Passate e polpe di pomodoro': 'can',
  'Sale, spezie e salse': 'jar',
  'Sottoli e sottaceti': 'jar',
  'Confetture, miele e creme': 'jar',
  'Pesti e salse': 'jar',
  'Sughi pronti': 'jar',
  'Sughi e condimenti freschi': 'pot',
  'Verdure surgelate': 'bag',
  'Fritti e sfizi surgelati': 'bag',
  'Pesce surgelato': 'box',
  'Piatti pronti surgelati': 'box',
  'Pizze surgelate': 'box',
  'Frutta secca e olive': 'bag',
  'Patatine e salatini': 'bag',
  'Barrette e snack dolci': 'box',
  'Legumi secchi': 'bag',
  'Farine e cereali': 'bag',
  'Risotti, polenta e purè': 'box',
  'Pane fresco': 'loose',
  Insalate: 'bag',
  Funghi: 'tray',
  'Verdure pronte': 'tray',
  'Piatti pronti freschi': 'tray',
  'Pasta fresca ripiena': 'tray',
  'Salmone e pesce affumicato': 'tray',
  'Pesce pronto da cuocere': 'tray',
  'Cioccolato e caramelle': 'box',
  'Zucchero e dolcificanti': 'bag',
  'Torte e pasticceria fresca': 'box',
  'Orzo e solubili': 'jar',
  'Carta igienica e fazzoletti': 'bag',
};

/** Words of the name that say what the pack is, whatever the family's usual one. */
const NAME_SHAPES: readonly (readonly [string, PackShape])[] = [
  ['in vaso', 'loose'],
  ['vaschetta|tofu|seitan|tempeh', 'tray'],
  [
    'sacchetto|in rete|in busta|in sacchetti|salviette|spugne|lettiera|mozzarell(?:a|e)|burrata',
    'bag',
  ],
  ['in latta|lessat[ie]|pelati|polpa|patè|bocconcini in salsa', 'can'],
  ['in brick', 'carton'],
  [
    'capsule|cialde|pastiglie|piastrine|in polvere|bustine|filtri|in scatola|in pezzo|saponette|dentifricio|dado|granulare|pellicola|alluminio|carta forno|^sale',
    'box',
  ],
  ['in vetro|passata|sott’olio|sott’aceto|agrodolce', 'jar'],
];

const wholeWord = (source: string): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, 'iu');

const NAME_RULES = NAME_WORDS.map(([source, family]) => ({ pattern: wholeWord(source), family }));
const SHAPE_RULES = NAME_SHAPES.map(([source, shape]) => ({ pattern: wholeWord(source), shape }));

interface Match {
  family: FamilyKey;
  index: number;
}

/** The family whose word comes first in the text, among those the filter keeps. */
function firstWord(text: string, keep: (family: FamilyKey) => boolean): Match | undefined {
  let best: Match | undefined;
  for (const { pattern, family } of NAME_RULES) {
    if (!keep(family)) continue;
    const found = pattern.exec(text);
    if (found && (!best || found.index < best.index)) best = { family, index: found.index };
  }
  return best;
}

const isFlavour = (family: FamilyKey): boolean => 'flavour' in FAMILIES[family];

/**
 * The product family of a product, from its name (without its brand) and its
 * categories, leaf first.
 */
export function familyOf(name: string, categories: readonly string[]): FamilyKey {
  const leaf = categories[0];
  const fixed = leaf === undefined ? undefined : LEAF_FAMILY[leaf];
  if (fixed) return fixed;
  const named = firstWord(name, () => true);
  if (named) return named.family;
  for (const category of categories) {
    const family = CATEGORY_FAMILY[category];
    if (family) return family;
  }
  return 'groceries';
}

export interface PackshotProduct {
  /** The name as sold, without the brand that leads packaged goods' names. */
  name: string;
  /** Category names from the leaf up to the department. */
  categories: readonly string[];
  tipologia: Tipologia;
  /** The unit of a piece's net content ('g', 'l' …); none for counted goods. */
  unit?: string;
  /** How many pieces the pack holds ('6 x 1,5 l'). */
  pieces: number;
}

export interface PackshotSubject {
  family: FamilyKey;
  /** One to three emoji: the pack's illustration, or the goods piled on a tray. */
  icons: readonly string[];
  shape: PackShape;
}

const LIQUID = new Set(['ml', 'cl', 'l']);
/** Packs that hold no liquid: a liquid in them comes in a bottle instead. */
const BOTTLED = new Set<PackShape>(['tray', 'bag', 'box']);

function shapeOf(product: PackshotProduct, family: FamilyKey): PackShape {
  switch (product.tipologia) {
    case 'Sfuso':
      return 'loose';
    case 'Peso':
      return 'counter';
    case 'Confezione':
      return 'tray';
    case 'Pezzo':
      break;
  }
  const named = SHAPE_RULES.find(({ pattern }) => pattern.test(product.name));
  if (named)
    return named.shape === 'jar' && FAMILIES[family].shape === 'bottle' ? 'bottle' : named.shape;
  const leaf = product.categories[0];
  const shape = (leaf === undefined ? undefined : LEAF_SHAPE[leaf]) ?? FAMILIES[family].shape;
  // A single fruit or a pot of herbs is sold as it grows, without a pack.
  if (isFlavour(family) && product.unit === undefined && product.pieces === 1) return 'loose';
  if (product.unit !== undefined && LIQUID.has(product.unit) && BOTTLED.has(shape)) return 'bottle';
  return shape;
}

/** What the packshot of a product draws. */
export function packshotSubject(product: PackshotProduct): PackshotSubject {
  const family = familyOf(product.name, product.categories);
  const own = FAMILIES[family];
  const flavour =
    'flavoured' in own ? firstWord(product.name, (f) => f !== family && isFlavour(f)) : undefined;
  return {
    family,
    icons: flavour ? FAMILIES[flavour.family].icons : own.icons,
    shape: shapeOf(product, family),
  };
}

/** Every emoji the families draw. */
export const FAMILY_EMOJI: ReadonlySet<string> = new Set(
  Object.values(FAMILIES).flatMap((family) => family.icons),
);
