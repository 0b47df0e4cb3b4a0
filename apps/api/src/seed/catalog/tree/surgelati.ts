import { l, type TopSpec } from '../types';

const freezer =
  'Conservare in congelatore a −18 °C. Una volta scongelato, il prodotto non deve essere ricongelato.';

export const surgelati: TopSpec = {
  name: 'Surgelati',
  colour: '#3a8fb7',
  icon: 'snowflake',
  description: 'Verdure, pesce, pizze, piatti pronti e gelati surgelati.',
  mids: [
    {
      name: 'Verdure e pesce surgelati',
      leaves: [
        {
          name: 'Verdure surgelate',
          sale: 'pezzo',
          vendors: ['ortofreddo', 'mercato', 'campoverde'],
          nutrition: 'verdure-surgelate',
          classes: ['surgelati'],
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Verdure raccolte e surgelate in poche ore per conservarne sapore e nutrienti.',
          storage: freezer,
          lines: [
            l('Spinaci in foglia', '750 g', 1.99, { ingredients: 'Spinaci.' }),
            l('Piselli finissimi', '750 g', 2.29, { ingredients: 'Piselli.' }),
            l('Fagiolini finissimi', '750 g', 2.19, { ingredients: 'Fagiolini.' }),
            l('Minestrone 14 verdure', '1 kg', 2.49, {
              ingredients:
                'Patate, carote, zucchine, fagiolini, piselli, cavolfiori, sedano, porri, cipolle, spinaci, bietole, verza, fagioli, zucca.',
              allergens: ['sedano'],
            }),
            l('Carciofi a spicchi', '450 g', 2.99, { ingredients: 'Carciofi.' }),
            l('Verdure grigliate', '450 g', 2.79, {
              ingredients: 'Melanzane, zucchine, peperoni grigliati, olio di girasole, sale.',
            }),
            l('Patate fritte classiche', '1 kg', 2.29, {
              nutrition: 'patate',
              ingredients: 'Patate, olio di girasole.',
            }),
            l('Funghi misti trifolati', '450 g', 2.99, {
              ingredients:
                'Funghi coltivati, funghi porcini 10%, olio di girasole, aglio, prezzemolo, sale.',
            }),
          ],
        },
        {
          name: 'Pesce surgelato',
          sale: 'pezzo',
          vendors: ['gelomare', 'mercato', 'mari-del-nord'],
          nutrition: 'pesce-bianco',
          classes: ['surgelati'],
          allergens: ['pesce'],
          features: ['senza-lattosio'],
          descr: 'Pesce surgelato a bordo o appena sbarcato, porzionato e pronto da cuocere.',
          storage: freezer,
          lines: [
            l('Filetti di merluzzo', '400 g', 4.99, {
              ingredients: 'Merluzzo (Gadus morhua).',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Bastoncini di merluzzo', '450 g', 3.99, {
              nutrition: 'pesce-panato',
              ingredients:
                'Merluzzo 65%, pangrattato (farina di frumento, lievito, sale), olio di girasole, amido di frumento.',
              allergens: ['pesce', 'glutine'],
            }),
            l('Gamberetti sgusciati', '300 g', 5.49, {
              nutrition: 'crostacei',
              ingredients: 'Gamberetti, sale.',
              allergens: ['crostacei'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Preparato per risotto alla marinara', '450 g', 5.99, {
              nutrition: 'molluschi',
              ingredients: 'Cozze, calamari, seppie, gamberetti, vongole.',
              allergens: ['molluschi', 'crostacei'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Anelli di totano impanati', '400 g', 4.49, {
              nutrition: 'pesce-panato',
              ingredients: 'Totano 60%, farina di frumento, olio di girasole, sale.',
              allergens: ['molluschi', 'glutine'],
            }),
            l('Filetti di salmone', '250 g', 5.99, {
              nutrition: 'pesce-grasso',
              ingredients: 'Salmone (Salmo salar).',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Pizze e piatti pronti',
      leaves: [
        {
          name: 'Pizze surgelate',
          sale: 'pezzo',
          vendors: ['gelomare', 'mercato', 'sapori-di-casa'],
          nutrition: 'pizza',
          classes: ['surgelati'],
          allergens: ['glutine', 'latte'],
          descr: 'Pizze con impasto a lunga lievitazione, pronte in pochi minuti in forno.',
          storage: freezer,
          lines: [
            l('Pizza margherita', '2 x 340 g', 3.99, {
              ingredients:
                'Farina di frumento, pomodoro, mozzarella 20%, acqua, olio di oliva, lievito, sale, basilico.',
            }),
            l('Pizza prosciutto e funghi', '360 g', 2.99, {
              ingredients:
                'Farina di frumento, pomodoro, mozzarella, prosciutto cotto 10%, funghi 8%, olio di oliva, lievito, sale.',
            }),
            l('Pizza ai quattro formaggi', '350 g', 2.99, {
              ingredients:
                'Farina di frumento, mozzarella, gorgonzola, emmental, Grana Padano, olio di oliva, lievito, sale.',
              allergens: ['glutine', 'latte', 'uova'],
            }),
            l('Pizza alla diavola', '350 g', 2.99, {
              ingredients:
                'Farina di frumento, pomodoro, mozzarella, salame piccante 10%, olio di oliva, lievito, sale.',
            }),
            l('Pinsa romana margherita', '2 x 230 g', 4.49, {
              ingredients:
                'Farina di frumento, farina di soia, farina di riso, pomodoro, mozzarella, olio di oliva, lievito, sale.',
              allergens: ['glutine', 'latte', 'soia'],
            }),
          ],
        },
        {
          name: 'Piatti pronti surgelati',
          sale: 'pezzo',
          vendors: ['sapori-di-casa', 'gelomare', 'mercato'],
          nutrition: 'primo-pronto',
          classes: ['surgelati'],
          descr: 'Primi e secondi piatti surgelati, da scaldare in padella o al microonde.',
          storage: freezer,
          lines: [
            l('Lasagne alla bolognese', '600 g', 4.49, {
              ingredients:
                'Sfoglia all’uovo (farina di frumento, uova), ragù di carne bovina e suina 35%, besciamella (latte, burro, farina), Parmigiano Reggiano DOP.',
              allergens: ['glutine', 'uova', 'latte', 'sedano'],
            }),
            l('Tortellini panna e prosciutto', '600 g', 4.29, {
              ingredients:
                'Tortellini all’uovo 60%, panna, prosciutto cotto 6%, Grana Padano DOP, sale.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
            l('Risotto ai funghi porcini', '500 g', 3.99, {
              ingredients:
                'Riso, funghi porcini 12%, burro, Grana Padano DOP, cipolla, vino bianco, sale.',
              allergens: ['latte', 'uova', 'anidride solforosa e solfiti'],
              features: ['senza-glutine'],
            }),
            l('Cotolette di pollo', '400 g', 4.49, {
              nutrition: 'secondo-pronto',
              ingredients:
                'Carne di pollo 65%, pangrattato (farina di frumento, lievito, sale), olio di girasole, sale.',
              allergens: ['glutine'],
            }),
            l('Polpette al sugo', '500 g', 4.99, {
              nutrition: 'secondo-pronto',
              ingredients:
                'Polpette (carne bovina, pangrattato, uova, Grana Padano DOP) 50%, passata di pomodoro 45%, olio, sale.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Gelati',
      leaves: [
        {
          name: 'Gelati e dessert surgelati',
          sale: 'pezzo',
          vendors: ['gelateria-riviera', 'mercato', 'fattoria-lieta'],
          nutrition: 'gelato',
          classes: ['surgelati'],
          allergens: ['latte'],
          descr: 'Gelati cremosi preparati con latte fresco italiano.',
          storage: 'Conservare in congelatore a −18 °C.',
          lines: [
            l('Gelato alla crema', '500 g', 3.49, {
              ingredients:
                'Latte fresco, zucchero, panna, tuorlo d’uovo, destrosio, aromi naturali.',
              allergens: ['latte', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Gelato al cioccolato fondente', '500 g', 3.49, {
              ingredients: 'Latte fresco, zucchero, cacao 8%, panna, destrosio.',
              features: ['senza-glutine'],
            }),
            l('Gelato al pistacchio', '500 g', 4.49, {
              ingredients: 'Latte fresco, zucchero, pasta di pistacchio 10%, panna.',
              allergens: ['latte', 'frutta a guscio'],
              features: ['senza-glutine'],
            }),
            l('Coni gelato vaniglia e cioccolato', '6 x 75 g', 3.99, {
              ingredients:
                'Gelato alla vaniglia, cialda (farina di frumento, zucchero), copertura al cioccolato 10%, granella di nocciole.',
              allergens: ['latte', 'glutine', 'frutta a guscio', 'soia'],
            }),
            l('Ghiaccioli alla frutta', '10 x 50 g', 2.99, {
              ingredients: 'Acqua, zucchero, succhi di frutta 15%, acidificante: acido citrico.',
              allergens: [],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Semifreddo al torroncino', '500 g', 4.99, {
              ingredients:
                'Panna, zucchero, torrone 12% (zucchero, mandorle, miele, albume), tuorlo d’uovo.',
              allergens: ['latte', 'uova', 'frutta a guscio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Snack e fritti surgelati',
      leaves: [
        {
          name: 'Fritti e sfizi surgelati',
          sale: 'pezzo',
          vendors: ['sapori-di-casa', 'gelomare', 'mercato'],
          nutrition: 'pesce-panato',
          classes: ['surgelati'],
          descr: 'Fritti e sfizi pronti da cuocere in forno o in friggitrice ad aria.',
          storage:
            'Conservare in congelatore a −18 °C. Una volta scongelato, il prodotto non deve essere ricongelato.',
          lines: [
            l('Olive all’ascolana', '300 g', 3.49, {
              ingredients:
                'Olive verdi 40%, carne di suino e bovino, pangrattato, uova, Grana Padano DOP, sale.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
            l('Mozzarelline panate', '300 g', 2.99, {
              ingredients:
                'Mozzarella 55%, pangrattato, farina di frumento, olio di girasole, sale.',
              allergens: ['glutine', 'latte'],
            }),
            l('Crocchette di patate', '450 g', 2.49, {
              nutrition: 'patate',
              ingredients: 'Patate 85%, olio di girasole, pangrattato, sale, noce moscata.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Arancini al ragù', '4 x 120 g', 4.49, {
              ingredients:
                'Riso, ragù di carne bovina 20%, piselli, mozzarella, pangrattato, zafferano.',
              allergens: ['glutine', 'latte', 'sedano'],
            }),
            l('Anelli di cipolla pastellati', '400 g', 2.79, {
              ingredients:
                'Cipolla 55%, farina di frumento, olio di girasole, acqua, sale, agenti lievitanti.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Bocconcini di pollo croccanti', '400 g', 3.99, {
              nutrition: 'secondo-pronto',
              ingredients:
                'Carne di pollo 60%, pangrattato, farina di frumento, olio di girasole, sale, spezie.',
              allergens: ['glutine'],
              features: ['senza-lattosio'],
            }),
            l('Frittelle di verdure', '300 g', 2.99, {
              nutrition: 'verdure-surgelate',
              ingredients:
                'Verdure 50% (zucchine, carote, cipolle), farina di frumento, acqua, olio di girasole, uova, sale.',
              allergens: ['glutine', 'uova'],
            }),
          ],
        },
      ],
    },
  ],
};
