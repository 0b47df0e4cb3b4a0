import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto.';
const fridge = 'Conservare in frigorifero tra 0 e 4 °C.';

export const snackEAperitivi: TopSpec = {
  name: 'Snack e aperitivi',
  colour: '#e67e22',
  icon: 'popcorn',
  description: 'Patatine, salatini, frutta secca e tutto per l’aperitivo.',
  mids: [
    {
      name: 'Snack salati',
      leaves: [
        {
          name: 'Patatine e salatini',
          sale: 'pezzo',
          vendors: ['patatificio-sila', 'sfizi-di-puglia', 'mercato'],
          nutrition: 'patatine',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Snack croccanti per l’aperitivo e lo spuntino.',
          storage: dry,
          lines: [
            l('Patatine classiche', '150 g', 1.49, {
              ingredients: 'Patate, olio di semi di girasole, sale.',
            }),
            l('Patatine rustiche con buccia', '150 g', 1.69, {
              ingredients: 'Patate, olio di semi di girasole, sale.',
            }),
            l('Patatine cotte a bollitore', '125 g', 1.99, {
              ingredients: 'Patate, olio di semi di girasole alto oleico, sale marino.',
            }),
            l('Patatine al rosmarino', '150 g', 1.69, {
              ingredients: 'Patate, olio di semi di girasole, sale, rosmarino 0,5%.',
            }),
            l('Patatine in sacchetti monoporzione', '8 x 25 g', 2.29, {
              ingredients: 'Patate, olio di semi di girasole, sale.',
            }),
            l('Tortilla chips al naturale', '200 g', 1.79, {
              ingredients: 'Mais, olio di semi di girasole, sale.',
            }),
            l('Salatini misti', '250 g', 1.89, {
              nutrition: 'crackers',
              ingredients:
                'Farina di grano tenero, olio di semi di girasole, sale, lievito, malto d’orzo, semi di sesamo.',
              allergens: ['glutine', 'sesamo'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Popcorn salati', '100 g', 1.49, {
              ingredients: 'Mais da scoppio, olio di cocco, sale.',
            }),
            l('Patatine alla paprika', '150 g', 1.69, {
              ingredients: 'Patate, olio di semi di girasole, paprika 2%, sale, zucchero.',
            }),
            l('Chips di legumi', '80 g', 1.89, {
              ingredients: 'Farina di ceci 45%, farina di lenticchie 25%, olio di girasole, sale.',
            }),
          ],
        },
        {
          name: 'Frutta secca e olive',
          sale: 'pezzo',
          vendors: ['frutta-secca-bellini', 'mercato', 'sfizi-di-puglia'],
          nutrition: 'frutta-secca',
          allergens: ['frutta a guscio'],
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Frutta secca selezionata e tostata, ricca di grassi buoni.',
          storage: dry,
          lines: [
            l('Arachidi tostate salate', '200 g', 1.49, {
              ingredients: 'Arachidi tostate, sale.',
              allergens: ['arachidi'],
            }),
            l('Pistacchi tostati salati', '250 g', 4.49, {
              ingredients: 'Pistacchi tostati, sale.',
            }),
            l('Mandorle sgusciate', '200 g', 3.29, { ingredients: 'Mandorle.' }),
            l('Noci sgusciate', '150 g', 2.99, { ingredients: 'Gherigli di noci.' }),
            l('Anacardi tostati', '150 g', 2.99, { ingredients: 'Anacardi tostati.' }),
            l('Mix di frutta secca e disidratata', '200 g', 2.79, {
              ingredients:
                'Mandorle, nocciole, anacardi, uvetta, mirtilli rossi disidratati (mirtilli, zucchero, olio di girasole).',
            }),
            l('Olive verdi Bella di Cerignola', '250 g', 2.49, {
              nutrition: 'olive',
              ingredients: 'Olive verdi, acqua, sale, correttore di acidità: acido citrico.',
              allergens: [],
            }),
            l('Olive taggiasche denocciolate sott’olio', '180 g', 3.99, {
              nutrition: 'olive',
              ingredients: 'Olive taggiasche 70%, olio extravergine di oliva, sale.',
              allergens: [],
            }),
            l('Nocciole tostate', '150 g', 2.99, { ingredients: 'Nocciole tostate.' }),
            l('Semi di zucca tostati salati', '150 g', 1.99, {
              ingredients: 'Semi di zucca tostati, sale.',
              allergens: [],
            }),
          ],
        },
      ],
    },
    {
      name: 'Snack dolci',
      leaves: [
        {
          name: 'Barrette e snack dolci',
          sale: 'pezzo',
          vendors: ['dolciaria-alpina', 'sano-e-buono', 'mercato'],
          nutrition: 'muesli',
          descr: 'Snack dolci da portare sempre con sé, per una pausa golosa o energetica.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Barrette ai cereali e frutti rossi', '6 x 25 g', 2.29, {
              ingredients:
                'Cereali 45% (avena, riso, frumento), sciroppo di glucosio, frutti rossi 6%, zucchero, olio di girasole.',
              allergens: ['glutine'],
              features: ['senza-lattosio'],
            }),
            l('Barrette proteiche al cacao', '3 x 40 g', 3.49, {
              ingredients:
                'Proteine del latte 30%, sciroppo di glucosio, cacao 8%, burro di cacao, umettante: glicerolo.',
              allergens: ['latte', 'soia'],
              features: ['senza-glutine'],
            }),
            l('Barrette alla frutta secca', '4 x 30 g', 2.99, {
              nutrition: 'frutta-secca',
              ingredients:
                'Mandorle 35%, arachidi 20%, sciroppo di glucosio, miele, riso soffiato.',
              allergens: ['frutta a guscio', 'arachidi'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Mango disidratato', '100 g', 2.49, {
              nutrition: 'frutta',
              ingredients: 'Mango disidratato.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Wafer al cacao', '10 x 21 g', 2.19, {
              nutrition: 'biscotti',
              ingredients:
                'Zucchero, farina di frumento, grassi vegetali, cacao magro 8%, latte scremato in polvere.',
              allergens: ['glutine', 'latte', 'soia'],
            }),
            l('Popcorn al caramello', '100 g', 1.79, {
              nutrition: 'caramelle',
              ingredients: 'Mais da scoppio, zucchero, burro, sciroppo di glucosio, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
          ],
        },
      ],
    },
  ],
};

export const gastronomia: TopSpec = {
  name: 'Gastronomia',
  colour: '#8e5a2b',
  icon: 'chef-hat',
  description:
    'Pasta fresca, piatti pronti del nostro banco gastronomia, sughi freschi e contorni.',
  mids: [
    {
      name: 'Banco gastronomia',
      leaves: [
        {
          name: 'Piatti pronti al banco',
          sale: 'peso',
          brandInName: false,
          vendors: ['sapori-di-casa'],
          nutrition: 'secondo-pronto',
          descr: 'Preparati ogni giorno dalla nostra cucina, da scaldare e servire.',
          storage: 'Conservare in frigorifero e consumare entro due giorni.',
          lines: [
            l('Lasagne alla bolognese al banco', undefined, 16.9, {
              nutrition: 'primo-pronto',
              ingredients: 'Sfoglia all’uovo, ragù di carne, besciamella, Parmigiano Reggiano DOP.',
              allergens: ['glutine', 'uova', 'latte', 'sedano'],
            }),
            l('Parmigiana di melanzane al banco', undefined, 15.9, {
              nutrition: 'primo-pronto',
              ingredients:
                'Melanzane fritte, passata di pomodoro, mozzarella, Parmigiano Reggiano DOP, basilico, olio di semi.',
              allergens: ['latte'],
            }),
            l('Peperonata al banco', undefined, 13.9, {
              nutrition: 'verdure-surgelate',
              ingredients:
                'Peperoni, cipolla, pomodoro, olio extravergine di oliva, sale, basilico.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Arrosto di vitello al forno al banco', undefined, 29.9, {
              ingredients: 'Carne di vitello, vino bianco, olio, sale, rosmarino, salvia.',
              allergens: ['anidride solforosa e solfiti'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Verdure grigliate al banco', undefined, 14.9, {
              nutrition: 'verdure-surgelate',
              ingredients:
                'Melanzane, zucchine, peperoni, olio extravergine di oliva, sale, prezzemolo.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Insalata russa al banco', undefined, 12.9, {
              ingredients:
                'Patate, carote, piselli, maionese (olio di girasole, uova, aceto, senape), cetriolini.',
              allergens: ['uova', 'senape', 'anidride solforosa e solfiti'],
            }),
            l('Polpette al sugo al banco', undefined, 17.9, {
              ingredients:
                'Carne bovina, pangrattato, uova, Parmigiano Reggiano DOP, passata di pomodoro, sale.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Pasta fresca e piatti pronti',
      leaves: [
        {
          name: 'Pasta fresca ripiena',
          sale: 'pezzo',
          vendors: ['pastificio-emiliano', 'mercato', 'sapori-di-casa'],
          nutrition: 'pasta-fresca-ripiena',
          allergens: ['glutine', 'uova', 'latte'],
          descr: 'Pasta fresca all’uovo con sfoglia sottile e ripieni generosi.',
          storage: fridge,
          lines: [
            l('Tortellini di Bologna al prosciutto crudo', '250 g', 3.49, {
              ingredients:
                'Sfoglia (farina di grano tenero, uova 25%), ripieno (carne di suino, prosciutto crudo 10%, mortadella, Parmigiano Reggiano DOP, pangrattato, sale, noce moscata).',
            }),
            l('Tortelloni ricotta e spinaci', '250 g', 2.99, {
              ingredients:
                'Sfoglia (farina di grano tenero, uova), ricotta 30%, spinaci 15%, Grana Padano DOP, pangrattato, sale.',
            }),
            l('Ravioli di magro', '250 g', 2.79, {
              ingredients:
                'Sfoglia (farina di grano tenero, uova), ricotta, bietole, Grana Padano DOP, sale.',
            }),
            l('Cappelletti al formaggio', '250 g', 2.99, {
              ingredients:
                'Sfoglia (farina di grano tenero, uova), ricotta, Parmigiano Reggiano DOP, noce moscata.',
            }),
            l('Gnocchi di patate', '500 g', 1.49, {
              nutrition: 'patate',
              ingredients: 'Patate reidratate 78%, farina di grano tenero, amido di patate, sale.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Tagliatelle fresche all’uovo', '250 g', 1.79, {
              nutrition: 'pasta-uovo',
              ingredients: 'Farina di grano tenero, uova fresche 25%, semola di grano duro.',
              allergens: ['glutine', 'uova'],
            }),
            l('Lasagne fresche all’uovo', '250 g', 1.89, {
              nutrition: 'pasta-uovo',
              ingredients: 'Farina di grano tenero, uova fresche 25%.',
              allergens: ['glutine', 'uova'],
            }),
          ],
        },
        {
          name: 'Piatti pronti freschi',
          sale: 'pezzo',
          vendors: ['sapori-di-casa', 'mercato', 'pastificio-emiliano'],
          nutrition: 'primo-pronto',
          descr: 'Piatti pronti freschi, da scaldare in pochi minuti.',
          storage: fridge,
          lines: [
            l('Lasagne alla bolognese', '350 g', 3.99, {
              ingredients:
                'Sfoglia all’uovo, ragù di carne bovina 30%, besciamella, Parmigiano Reggiano DOP.',
              allergens: ['glutine', 'uova', 'latte', 'sedano'],
            }),
            l('Parmigiana di melanzane', '400 g', 4.49, {
              ingredients:
                'Melanzane fritte 50%, passata di pomodoro, mozzarella, Grana Padano DOP, basilico.',
              allergens: ['latte', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Hummus di ceci', '200 g', 2.29, {
              nutrition: 'legumi-lessati',
              ingredients:
                'Ceci 70%, tahina (sesamo), olio extravergine di oliva, succo di limone, aglio, sale.',
              allergens: ['sesamo'],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Insalata di riso', '300 g', 3.29, {
              ingredients: 'Riso 50%, wurstel, formaggio, piselli, carote, sottaceti, tonno, olio.',
              allergens: ['latte', 'pesce', 'anidride solforosa e solfiti'],
            }),
            l('Zuppa di legumi', '600 g', 3.49, {
              nutrition: 'legumi-lessati',
              ingredients:
                'Acqua, fagioli, ceci, lenticchie, farro, pomodoro, carote, sedano, cipolla, olio extravergine di oliva, sale.',
              allergens: ['glutine', 'sedano'],
              features: ['vegano', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Sughi freschi',
      leaves: [
        {
          name: 'Sughi e condimenti freschi',
          sale: 'pezzo',
          vendors: ['pastificio-emiliano', 'sapori-di-casa', 'mercato'],
          nutrition: 'sugo',
          descr:
            'Sughi freschi preparati come in cucina, da scaldare e abbinare alla pasta fresca.',
          storage:
            'Conservare in frigorifero tra 0 e 4 °C. Dopo l’apertura consumare entro tre giorni.',
          lines: [
            l('Ragù fresco alla bolognese', '200 g', 2.99, {
              ingredients:
                'Carne bovina 30%, carne suina 15%, passata di pomodoro, carote, sedano, cipolla, vino rosso, olio, sale.',
              allergens: ['sedano', 'anidride solforosa e solfiti'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Pesto fresco alla genovese', '130 g', 2.99, {
              nutrition: 'pesto',
              ingredients:
                'Basilico 40%, olio extravergine di oliva, Parmigiano Reggiano DOP, pecorino, pinoli, aglio, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Sugo fresco al pomodoro e basilico', '250 g', 2.29, {
              ingredients: 'Pomodoro 85%, olio extravergine di oliva, cipolla, basilico, sale.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Salsa ai quattro formaggi', '180 g', 2.49, {
              nutrition: 'formaggio-fresco',
              ingredients:
                'Panna, gorgonzola DOP, fontina, Parmigiano Reggiano DOP, emmental, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Besciamella fresca', '500 ml', 1.99, {
              nutrition: 'panna',
              ingredients: 'Latte, burro, farina di frumento, sale, noce moscata.',
              allergens: ['latte', 'glutine'],
            }),
          ],
        },
      ],
    },
  ],
};
