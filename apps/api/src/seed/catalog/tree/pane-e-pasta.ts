import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto.';

export const paneEPasticceria: TopSpec = {
  name: 'Pane e pasticceria',
  colour: '#b5762b',
  icon: 'croissant',
  description: 'Pane fresco sfornato ogni giorno, sostituti del pane, torte e pasticceria.',
  mids: [
    {
      name: 'Pane',
      leaves: [
        {
          name: 'Pane fresco',
          sale: 'pezzo',
          vendors: ['forno-antico', 'panificio-rosetta'],
          perLine: 2,
          nutrition: 'pane',
          allergens: ['glutine'],
          features: ['vegano', 'senza-lattosio'],
          ingredients: 'Farina di grano tenero tipo 0, acqua, lievito naturale, sale.',
          descr: 'Pane cotto in forno ogni mattina e consegnato in giornata.',
          storage: 'Conservare in un sacchetto di carta e consumare entro due giorni.',
          lines: [
            l('Pane casereccio', '500 g', 1.99, { options: 'bread-cut' }),
            l('Pagnotta di grano duro', '500 g', 2.29, {
              options: 'bread-cut',
              ingredients: 'Semola rimacinata di grano duro, acqua, lievito madre, sale.',
            }),
            l('Pane integrale ai cereali', '400 g', 2.49, {
              options: 'bread-cut',
              ingredients:
                'Farina integrale di frumento, acqua, semi di girasole, semi di lino, farina di segale, lievito, sale.',
            }),
            l('Ciabatta', '300 g', 1.29),
            l('Rosette', '4 pz', 1.49),
            l('Baguette', '250 g', 1.19),
            l('Filone toscano senza sale', '500 g', 2.19, {
              options: 'bread-cut',
              ingredients: 'Farina di grano tenero tipo 0, acqua, lievito.',
            }),
            l('Piadina romagnola IGP', '4 pz', 2.49, {
              ingredients: 'Farina di grano tenero, acqua, strutto, sale, agenti lievitanti.',
              features: ['dop-igp', 'senza-lattosio'],
            }),
            l('Focaccia genovese', '300 g', 2.99, {
              ingredients:
                'Farina di grano tenero tipo 0, acqua, olio extravergine di oliva 8%, sale, lievito.',
            }),
          ],
        },
        {
          name: 'Pane confezionato',
          sale: 'pezzo',
          vendors: ['panificio-rosetta', 'dolce-forno', 'mercato'],
          nutrition: 'pane-confezionato',
          allergens: ['glutine'],
          ingredients:
            'Farina di grano tenero tipo 0, acqua, olio di semi di girasole, zucchero, lievito, sale, farina di frumento maltato.',
          descr: 'Pane morbido a lunga conservazione, comodo per toast e tramezzini.',
          storage: dry,
          lines: [
            l('Pan carré bianco', '400 g', 1.59),
            l('Pan carré integrale', '400 g', 1.79),
            l('Pane per tramezzini', '500 g', 1.99),
            l('Panini per hamburger con sesamo', '4 x 75 g', 1.69, {
              allergens: ['glutine', 'sesamo'],
            }),
            l('Panini per hot dog', '6 x 50 g', 1.59),
            l('Pane in cassetta ai cereali', '400 g', 1.99, { allergens: ['glutine', 'soia'] }),
          ],
        },
        {
          name: 'Grissini, crackers e fette biscottate',
          sale: 'pezzo',
          vendors: ['forno-della-nonna', 'panificio-rosetta', 'mercato'],
          nutrition: 'crackers',
          allergens: ['glutine'],
          ingredients:
            'Farina di grano tenero tipo 0, olio extravergine di oliva, sale, lievito, malto d’orzo.',
          descr: 'Sostituti del pane croccanti e fragranti, per la tavola e per lo spuntino.',
          storage: dry,
          lines: [
            l('Grissini torinesi stirati a mano', '250 g', 2.49, { nutrition: 'grissini' }),
            l('Grissini all’olio extravergine', '250 g', 1.79, { nutrition: 'grissini' }),
            l('Crackers salati in superficie', '500 g', 1.69),
            l('Crackers integrali', '500 g', 1.89),
            l('Taralli pugliesi all’olio', '400 g', 2.29, { nutrition: 'grissini' }),
            l('Friselle integrali', '400 g', 1.99, { nutrition: 'grissini' }),
            l('Fette biscottate classiche', '630 g', 1.99, {
              nutrition: 'fette-biscottate',
              ingredients:
                'Farina di grano tenero tipo 0, zucchero, olio di girasole, lievito, sale, malto d’orzo.',
            }),
            l('Fette biscottate integrali', '630 g', 2.19, { nutrition: 'fette-biscottate' }),
            l('Gallette di riso', '130 g', 1.29, {
              nutrition: 'cereali',
              ingredients: 'Riso integrale, sale.',
              allergens: [],
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Crackers non salati in superficie', '500 g', 1.69),
            l('Grissini integrali', '250 g', 1.89, { nutrition: 'grissini' }),
          ],
        },
      ],
    },
    {
      name: 'Pasticceria',
      leaves: [
        {
          name: 'Torte e pasticceria fresca',
          sale: 'pezzo',
          vendors: ['dolce-forno', 'forno-antico'],
          perLine: 2,
          nutrition: 'torta',
          allergens: ['glutine', 'uova', 'latte'],
          descr: 'Dolci di pasticceria preparati come una volta.',
          storage: 'Conservare in frigorifero e consumare entro tre giorni.',
          ingredients:
            'Farina di grano tenero, zucchero, uova, burro, latte, lievito, aromi naturali.',
          lines: [
            l('Crostata alla confettura di albicocche', '400 g', 4.99),
            l('Torta della nonna', '500 g', 6.49, {
              allergens: ['glutine', 'uova', 'latte', 'frutta a guscio'],
            }),
            l('Ciambellone classico', '500 g', 3.99),
            l('Cannoli siciliani', '4 pz', 5.49),
            l('Bignè alla crema', '250 g', 4.49),
            l('Sfogliatelle', '4 pz', 4.99),
            l('Torta di mele', '500 g', 5.49),
            l('Cornetti vuoti', '6 pz', 2.99, { nutrition: 'brioche' }),
          ],
        },
      ],
    },
    {
      name: 'Basi e impasti',
      leaves: [
        {
          name: 'Piadine, basi pizza e impasti',
          sale: 'pezzo',
          vendors: ['forno-antico', 'dolce-forno', 'mercato'],
          nutrition: 'pane-confezionato',
          allergens: ['glutine'],
          descr:
            'Impasti pronti da stendere e basi da farcire, per una cena fatta in casa in pochi minuti.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Pasta sfoglia rotonda', '230 g', 1.49, {
              ingredients:
                'Farina di grano tenero, margarina vegetale (oli e grassi vegetali, acqua, sale), acqua, alcol, sale.',
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Pasta brisée rotonda', '230 g', 1.49, {
              ingredients: 'Farina di grano tenero, margarina vegetale, acqua, sale.',
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Pasta frolla rotonda', '230 g', 1.59, {
              ingredients: 'Farina di grano tenero, zucchero, burro, uova, sale, aromi.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
            l('Impasto per pizza fresco', '400 g', 1.69, {
              ingredients:
                'Farina di grano tenero tipo 0, acqua, olio extravergine di oliva, sale, lievito.',
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Basi per pizza precotte', '2 x 250 g', 2.29, {
              ingredients: 'Farina di grano tenero, acqua, olio di oliva, sale, lievito.',
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Piadine sottili', '3 x 100 g', 1.99, {
              ingredients: 'Farina di grano tenero, acqua, olio di oliva, sale, agenti lievitanti.',
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Tortillas di frumento', '8 pz', 2.29, {
              ingredients:
                'Farina di grano tenero, acqua, olio di girasole, sale, agenti lievitanti.',
              features: ['vegano', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
  ],
};

export const pastaRisoECereali: TopSpec = {
  name: 'Pasta, riso e cereali',
  colour: '#c89b2c',
  icon: 'wheat',
  description: 'Pasta secca e all’uovo, riso, farine, cereali e legumi secchi.',
  mids: [
    {
      name: 'Pasta',
      leaves: [
        {
          name: 'Pasta di semola',
          sale: 'pezzo',
          vendors: ['pastificio-valle-doro', 'molino-castellani', 'mercato'],
          nutrition: 'pasta',
          allergens: ['glutine'],
          features: ['vegano', 'senza-lattosio'],
          ingredients: 'Semola di grano duro, acqua.',
          descr: 'Pasta di semola di grano duro trafilata al bronzo ed essiccata lentamente.',
          storage: dry,
          lines: [
            l('Spaghetti n. 5', '500 g', 0.99),
            l('Spaghettoni', '500 g', 1.09),
            l('Linguine', '500 g', 0.99),
            l('Penne rigate', '500 g', 0.99),
            l('Fusilli', '500 g', 0.99),
            l('Rigatoni', '500 g', 0.99),
            l('Mezze maniche rigate', '500 g', 0.99),
            l('Farfalle', '500 g', 1.09),
            l('Paccheri', '500 g', 1.49),
            l('Orecchiette', '500 g', 1.29),
            l('Tortiglioni', '500 g', 0.99),
            l('Ditalini rigati', '500 g', 0.99),
            l('Spaghetti n. 5', '1 kg', 1.79),
            l('Bucatini', '500 g', 1.09),
            l('Calamarata', '500 g', 1.39),
            l('Trofie', '500 g', 1.29),
            l('Candele spezzate', '500 g', 1.29),
          ],
        },
        {
          name: 'Pasta all’uovo e integrale',
          sale: 'pezzo',
          vendors: ['molino-castellani', 'pastificio-valle-doro', 'mercato', 'terra-viva-bio'],
          nutrition: 'pasta-uovo',
          allergens: ['glutine', 'uova'],
          features: ['senza-lattosio'],
          ingredients: 'Semola di grano duro, uova fresche 20%.',
          descr: 'Pasta secca all’uovo e integrale, per primi ricchi e genuini.',
          storage: dry,
          lines: [
            l('Tagliatelle all’uovo', '250 g', 1.49),
            l('Pappardelle all’uovo', '250 g', 1.59),
            l('Fettuccine all’uovo', '250 g', 1.49),
            l('Lasagne all’uovo', '500 g', 1.99),
            l('Spaghetti integrali', '500 g', 1.29, {
              nutrition: 'pasta-integrale',
              ingredients: 'Semola integrale di grano duro, acqua.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Penne integrali', '500 g', 1.29, {
              nutrition: 'pasta-integrale',
              ingredients: 'Semola integrale di grano duro, acqua.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Fusilli di legumi', '250 g', 1.99, {
              nutrition: 'legumi',
              ingredients: 'Farina di lenticchie rosse 100%.',
              allergens: [],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
          ],
        },
        {
          name: 'Pasta senza glutine',
          sale: 'pezzo',
          vendors: ['sano-e-buono', 'terra-viva-bio', 'mercato'],
          nutrition: 'pasta',
          features: ['senza-glutine', 'vegano', 'senza-lattosio'],
          ingredients:
            'Farina di mais bianco, farina di riso, farina di mais giallo, emulsionante: mono e digliceridi degli acidi grassi.',
          descr:
            'Pasta senza glutine a base di mais e riso, con la tenuta in cottura della pasta tradizionale.',
          storage: dry,
          lines: [
            l('Spaghetti senza glutine', '400 g', 1.99),
            l('Penne rigate senza glutine', '400 g', 1.99),
            l('Fusilli senza glutine', '400 g', 1.99),
            l('Sedanini senza glutine', '400 g', 1.99),
          ],
        },
      ],
    },
    {
      name: 'Riso e cereali',
      leaves: [
        {
          name: 'Riso',
          sale: 'pezzo',
          vendors: ['riseria-lomellina', 'mercato', 'mercato-selezione'],
          nutrition: 'riso',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: 'Riso.',
          descr: 'Riso italiano confezionato sottovuoto per mantenerne intatte le qualità.',
          storage: dry,
          lines: [
            l('Riso Carnaroli', '1 kg', 2.99),
            l('Riso Arborio', '1 kg', 2.49),
            l('Riso Vialone Nano', '1 kg', 2.99),
            l('Riso Roma', '1 kg', 2.29),
            l('Riso Basmati', '1 kg', 2.99),
            l('Riso integrale', '1 kg', 2.49),
            l('Riso Venere', '500 g', 2.99),
            l('Riso parboiled', '1 kg', 1.99),
            l('Riso Carnaroli', '500 g', 1.69),
            l('Riso per sushi', '500 g', 2.49),
          ],
        },
        {
          name: 'Farine e cereali',
          sale: 'pezzo',
          vendors: ['molino-castellani', 'mercato', 'terra-viva-bio'],
          nutrition: 'farina',
          allergens: ['glutine'],
          features: ['vegano', 'senza-lattosio'],
          descr: 'Farine macinate a pietra e cereali in chicchi per pane, dolci e zuppe.',
          storage: dry,
          lines: [
            l('Farina di grano tenero tipo 00', '1 kg', 0.79, {
              ingredients: 'Farina di grano tenero tipo 00.',
            }),
            l('Farina di grano tenero tipo 0 per pizza', '1 kg', 0.99, {
              ingredients: 'Farina di grano tenero tipo 0.',
            }),
            l('Farina integrale', '1 kg', 1.29, {
              ingredients: 'Farina integrale di grano tenero.',
            }),
            l('Semola rimacinata di grano duro', '1 kg', 1.19, {
              ingredients: 'Semola rimacinata di grano duro.',
            }),
            l('Farina di mais per polenta', '1 kg', 1.49, {
              ingredients: 'Farina di mais.',
              allergens: [],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
            l('Farro perlato', '500 g', 1.99, {
              ingredients: 'Farro perlato.',
              nutrition: 'cereali',
            }),
            l('Orzo perlato', '500 g', 1.49, {
              ingredients: 'Orzo perlato.',
              nutrition: 'cereali',
            }),
            l('Cous cous', '500 g', 1.69, {
              ingredients: 'Semola di grano duro.',
              nutrition: 'pasta',
            }),
          ],
        },
        {
          name: 'Legumi secchi',
          sale: 'pezzo',
          vendors: ['campoverde', 'mercato', 'terra-viva-bio'],
          nutrition: 'legumi',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Legumi secchi italiani, da mettere in ammollo e cuocere lentamente.',
          storage: dry,
          lines: [
            l('Lenticchie', '500 g', 1.89, { ingredients: 'Lenticchie.' }),
            l('Lenticchie di Castelluccio di Norcia IGP', '400 g', 3.99, {
              ingredients: 'Lenticchie.',
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Ceci', '500 g', 1.79, { ingredients: 'Ceci.' }),
            l('Fagioli borlotti', '500 g', 1.99, { ingredients: 'Fagioli borlotti.' }),
            l('Fagioli cannellini', '500 g', 1.99, { ingredients: 'Fagioli cannellini.' }),
            l('Zuppa di legumi e cereali', '500 g', 2.29, {
              ingredients: 'Orzo, farro, lenticchie, piselli spezzati, fagioli, ceci.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Preparati pronti',
      leaves: [
        {
          name: 'Risotti, polenta e purè',
          sale: 'pezzo',
          vendors: ['riseria-lomellina', 'molino-castellani', 'mercato'],
          nutrition: 'riso',
          descr: 'Preparati rapidi per primi e contorni: basta aggiungere acqua o brodo.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Risotto alla milanese con zafferano', '175 g', 2.49, {
              ingredients:
                'Riso Carnaroli 90%, formaggio in polvere, cipolla, burro, sale, zafferano 0,1%.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Risotto ai funghi porcini', '175 g', 2.69, {
              ingredients:
                'Riso Carnaroli 88%, funghi porcini disidratati 4%, cipolla, sale, prezzemolo.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Risotto agli asparagi', '175 g', 2.49, {
              ingredients: 'Riso Carnaroli 88%, asparagi disidratati 4%, cipolla, sale.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Polenta istantanea', '375 g', 1.49, {
              nutrition: 'farina',
              ingredients: 'Farina di mais precotta.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Purè di patate in fiocchi', '3 x 75 g', 1.79, {
              nutrition: 'patate',
              ingredients:
                'Patate disidratate 98%, emulsionante: mono e digliceridi degli acidi grassi, spezie.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Pangrattato', '400 g', 0.99, {
              nutrition: 'pane',
              ingredients: 'Farina di grano tenero tipo 0, acqua, lievito, sale.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
  ],
};
