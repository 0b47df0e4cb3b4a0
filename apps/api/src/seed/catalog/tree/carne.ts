import { l, type TopSpec } from '../types';

const fridge = 'Conservare in frigorifero tra 0 e 4 °C. Cuocere prima del consumo.';

export const carne: TopSpec = {
  name: 'Carne',
  colour: '#b23a3a',
  icon: 'beef',
  description: 'Carne bovina, suina e avicola di filiera italiana, confezionata ogni giorno.',
  mids: [
    {
      name: 'Bovino',
      leaves: [
        {
          name: 'Bistecche e tagli da cuocere',
          sale: 'confezione',
          vendors: ['allevamenti-del-santerno', 'mercato-selezione'],
          perLine: 1,
          nutrition: 'manzo',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Carne di bovino adulto nato, allevato e macellato in Italia.',
          storage: fridge,
          lines: [
            l('Bistecca di scottona con osso', '600 g', 24.9),
            l('Fettine di vitellone', '400 g', 15.9),
            l('Filetto di manzo', '300 g', 39.9),
            l('Controfiletto di manzo', '400 g', 27.9),
            l('Spezzatino di manzo', '500 g', 12.9),
            l('Carpaccio di manzo', '150 g', 29.9),
            l('Arrosto di vitello', '800 g', 21.9),
            l('Ossibuchi di vitello', '700 g', 16.9),
            l('Tagliata di manzo', '400 g', 26.9),
            l('Hamburger di scottona', '250 g', 13.9, { nutrition: 'macinato' }),
          ],
        },
        {
          name: 'Macinato',
          sale: 'confezione',
          vendors: ['allevamenti-del-santerno', 'mercato'],
          nutrition: 'macinato',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Macinato fresco, preparato ogni mattina nel laboratorio di macelleria.',
          storage: `${fridge} Consumare entro il giorno successivo all’acquisto.`,
          lines: [
            l('Macinato di manzo scelto', '500 g', 11.9),
            l('Macinato misto bovino e suino', '500 g', 9.9),
            l('Macinato di vitello', '400 g', 14.9),
            l('Polpette di manzo', '300 g', 12.9, {
              ingredients:
                'Carne bovina 80%, pangrattato (farina di grano tenero, lievito, sale), uova, Parmigiano Reggiano DOP (latte, sale, caglio), prezzemolo, sale, pepe.',
              allergens: ['glutine', 'uova', 'latte'],
              features: [],
            }),
          ],
        },
      ],
    },
    {
      name: 'Suino',
      leaves: [
        {
          name: 'Tagli di suino',
          sale: 'confezione',
          vendors: ['allevamenti-del-santerno', 'mercato'],
          nutrition: 'maiale',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Carne suina di allevamenti italiani, tenera e saporita.',
          storage: fridge,
          lines: [
            l('Braciole di maiale', '500 g', 7.9),
            l('Lonza di maiale a fette', '400 g', 9.9),
            l('Costine di maiale', '800 g', 7.5),
            l('Filetto di maiale', '500 g', 12.9),
            l('Arista di maiale', '1 kg', 8.9),
            l('Spiedini misti di maiale', '400 g', 10.9),
          ],
        },
        {
          name: 'Salsicce',
          sale: 'confezione',
          vendors: ['norcineria-umbra', 'allevamenti-del-santerno', 'mercato'],
          nutrition: 'salsiccia',
          features: ['senza-glutine', 'senza-lattosio'],
          descr:
            'Salsicce preparate con carne suina fresca e spezie, secondo la ricetta tradizionale.',
          storage: fridge,
          ingredients: 'Carne di suino, sale, destrosio, spezie, aromi naturali. Budello naturale.',
          lines: [
            l('Salsiccia di suino', '400 g', 8.9),
            l('Salsiccia luganega', '400 g', 9.5),
            l('Salsiccia al finocchietto', '400 g', 10.5),
            l('Salamelle da griglia', '500 g', 8.5),
            l('Cotechino precotto', '500 g', 3.99, { sale: 'pezzo' }),
          ],
        },
      ],
    },
    {
      name: 'Pollo e tacchino',
      leaves: [
        {
          name: 'Pollo',
          sale: 'confezione',
          vendors: ['avicola-santa-lucia', 'mercato'],
          nutrition: 'pollo',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Pollo allevato a terra in Italia, alimentato con cereali vegetali.',
          storage: fridge,
          lines: [
            l('Petto di pollo a fette', '400 g', 10.9),
            l('Fusi di pollo', '800 g', 5.9),
            l('Sovracosce di pollo', '700 g', 6.9),
            l('Ali di pollo', '600 g', 4.9),
            l('Pollo intero', '1,4 kg', 4.5),
            l('Bocconcini di pollo', '400 g', 11.5),
            l('Cotolette di pollo impanate', '300 g', 12.9, {
              ingredients:
                'Petto di pollo 70%, pangrattato (farina di grano tenero, lievito, sale), farina di grano tenero, uova, olio di girasole, sale.',
              allergens: ['glutine', 'uova'],
              features: ['senza-lattosio'],
            }),
          ],
        },
        {
          name: 'Tacchino e coniglio',
          sale: 'confezione',
          vendors: ['avicola-santa-lucia', 'mercato'],
          nutrition: 'pollo',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Carni bianche magre e leggere, perfette per una cucina sana.',
          storage: fridge,
          lines: [
            l('Fesa di tacchino a fette', '400 g', 12.9),
            l('Arrosto di tacchino', '800 g', 11.9),
            l('Spezzatino di tacchino', '500 g', 10.5),
            l('Coniglio a pezzi', '1 kg', 9.9),
            l('Hamburger di tacchino', '220 g', 11.9),
          ],
        },
      ],
    },
    {
      name: 'Preparati di carne',
      leaves: [
        {
          name: 'Preparati pronti da cuocere',
          sale: 'confezione',
          vendors: ['allevamenti-del-santerno', 'avicola-santa-lucia', 'mercato'],
          perLine: 2,
          nutrition: 'secondo-pronto',
          descr:
            'Preparazioni di macelleria già condite, pronte da cuocere in padella, al forno o alla griglia.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C. Cuocere prima del consumo.',
          lines: [
            l('Spiedini di pollo e peperoni', '400 g', 11.9, {
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Involtini di vitello al prosciutto', '400 g', 18.9, {
              ingredients: 'Carne di vitello 70%, prosciutto crudo 15%, formaggio, salvia, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Saltimbocca alla romana', '300 g', 19.9, {
              ingredients: 'Carne di vitello 75%, prosciutto crudo 20%, salvia, sale, pepe.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Cotolette alla milanese', '400 g', 16.9, {
              ingredients:
                'Carne di vitello 65%, pangrattato (farina di grano tenero, lievito, sale), uova, sale.',
              allergens: ['glutine', 'uova'],
            }),
            l('Polpettone farcito', '600 g', 12.9, {
              ingredients:
                'Carne bovina e suina 70%, pangrattato, uova, Grana Padano DOP, prosciutto cotto, formaggio, sale, prezzemolo.',
              allergens: ['glutine', 'uova', 'latte'],
            }),
            l('Scaloppine di tacchino infarinate', '350 g', 13.9, {
              nutrition: 'pollo',
              ingredients: 'Fesa di tacchino 92%, farina di riso, sale.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Hamburger di manzo con cipolla', '2 x 150 g', 14.9, {
              nutrition: 'macinato',
              ingredients: 'Carne bovina 88%, cipolla 6%, fibra vegetale, sale, aromi naturali.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Arrosticini di pecora', '400 g', 21.9, {
              nutrition: 'maiale',
              ingredients: 'Carne ovina, sale.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
  ],
};
