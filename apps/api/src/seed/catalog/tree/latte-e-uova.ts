import { l, type TopSpec } from '../types';

const fridge = 'Conservare in frigorifero tra 0 e 4 °C.';

export const latteBurroEYogurt: TopSpec = {
  name: 'Latte, burro e yogurt',
  colour: '#2d7fc1',
  icon: 'milk',
  description: 'Latte fresco e a lunga conservazione, yogurt, burro, panna e bevande vegetali.',
  mids: [
    {
      name: 'Latte',
      leaves: [
        {
          name: 'Latte fresco',
          sale: 'pezzo',
          vendors: ['latteria-val-padana', 'prati-alti', 'fattoria-lieta', 'mercato'],
          nutrition: 'latte',
          allergens: ['latte'],
          features: ['senza-glutine'],
          ingredients: 'Latte vaccino pastorizzato.',
          descr: 'Latte fresco pastorizzato da stalle italiane, munto e confezionato in giornata.',
          storage: `${fridge} Dopo l’apertura consumare entro tre giorni.`,
          lines: [
            l('Latte fresco intero', '1 l', 1.69),
            l('Latte fresco parzialmente scremato', '1 l', 1.59, { nutrition: 'latte-ps' }),
            l('Latte fresco alta qualità', '1 l', 1.89),
            l('Latte fresco di montagna', '1 l', 1.99),
            l('Latte fresco intero', '500 ml', 0.99),
            l('Latte fresco biologico', '1 l', 1.99, { features: ['bio', 'senza-glutine'] }),
          ],
        },
        {
          name: 'Latte a lunga conservazione',
          sale: 'pezzo',
          vendors: ['latteria-val-padana', 'fattoria-lieta', 'mercato'],
          nutrition: 'latte-ps',
          allergens: ['latte'],
          features: ['senza-glutine'],
          ingredients: 'Latte vaccino UHT.',
          descr:
            'Latte trattato a ultra alta temperatura: si conserva a lungo fuori dal frigorifero.',
          storage:
            'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero.',
          lines: [
            l('Latte UHT parzialmente scremato', '1 l', 1.09),
            l('Latte UHT intero', '1 l', 1.19, { nutrition: 'latte' }),
            l('Latte UHT scremato', '1 l', 1.05),
            l('Latte UHT parzialmente scremato', '6 x 1 l', 5.99),
            l('Latte senza lattosio parzialmente scremato', '1 l', 1.49, {
              ingredients: 'Latte parzialmente scremato UHT, enzima lattasi.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Latte di capra UHT', '500 ml', 1.99, {
              ingredients: 'Latte di capra UHT.',
              nutrition: 'latte',
            }),
          ],
        },
        {
          name: 'Bevande vegetali',
          sale: 'pezzo',
          vendors: ['sano-e-buono', 'terra-viva-bio', 'mercato'],
          nutrition: 'bevanda-vegetale',
          features: ['vegano', 'senza-lattosio'],
          descr: 'Bevande vegetali senza latte, ideali a colazione e per la cucina vegetale.',
          storage: 'Dopo l’apertura conservare in frigorifero e consumare entro cinque giorni.',
          lines: [
            l('Bevanda di soia', '1 l', 1.79, {
              ingredients: 'Acqua, semi di soia decorticati 8%, sale marino.',
              allergens: ['soia'],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
            l('Bevanda di avena', '1 l', 1.89, {
              ingredients: 'Acqua, avena 10%, olio di girasole, sale.',
              allergens: ['glutine'],
            }),
            l('Bevanda di riso', '1 l', 1.79, {
              ingredients: 'Acqua, riso 16%, olio di girasole, sale.',
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
            l('Bevanda di mandorla senza zuccheri', '1 l', 2.29, {
              ingredients: 'Acqua, mandorle 3%, sale marino, stabilizzante: gomma di gellano.',
              allergens: ['frutta a guscio'],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Yogurt e dessert',
      leaves: [
        {
          name: 'Yogurt',
          sale: 'pezzo',
          vendors: ['prati-alti', 'fattoria-lieta', 'mercato'],
          nutrition: 'yogurt-frutta',
          allergens: ['latte'],
          features: ['senza-glutine'],
          descr: 'Yogurt cremoso con fermenti lattici vivi.',
          storage: fridge,
          lines: [
            l('Yogurt bianco intero', '2 x 125 g', 0.99, {
              nutrition: 'yogurt',
              ingredients:
                'Latte intero, fermenti lattici vivi (Streptococcus thermophilus, Lactobacillus bulgaricus).',
            }),
            l('Yogurt intero alla fragola', '2 x 125 g', 1.09, {
              ingredients:
                'Latte intero, preparazione alla fragola 12% (fragole, zucchero, addensante: pectina), zucchero, fermenti lattici vivi.',
            }),
            l('Yogurt intero ai frutti di bosco', '2 x 125 g', 1.09, {
              ingredients:
                'Latte intero, preparazione ai frutti di bosco 12% (frutti di bosco, zucchero), zucchero, fermenti lattici vivi.',
            }),
            l('Yogurt magro alla vaniglia', '4 x 125 g', 1.99, {
              ingredients:
                'Latte scremato, zucchero, aroma naturale di vaniglia, fermenti lattici vivi.',
            }),
            l('Yogurt greco bianco 0% grassi', '170 g', 1.29, {
              nutrition: 'yogurt',
              ingredients: 'Latte scremato, fermenti lattici vivi.',
            }),
            l('Yogurt greco al miele', '150 g', 1.39, {
              ingredients: 'Yogurt greco (latte, fermenti lattici vivi), miele 8%.',
            }),
            l('Yogurt da bere alla pesca', '6 x 100 g', 2.49, {
              ingredients:
                'Latte parzialmente scremato, zucchero, purea di pesca 5%, fermenti lattici vivi.',
            }),
            l('Yogurt senza lattosio bianco', '2 x 125 g', 1.29, {
              nutrition: 'yogurt',
              ingredients: 'Latte delattosato, fermenti lattici vivi, enzima lattasi.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Yogurt intero al limone', '2 x 125 g', 1.09, {
              ingredients:
                'Latte intero, preparazione al limone 10% (zucchero, succo di limone, scorza di limone), zucchero, fermenti lattici vivi.',
            }),
            l('Yogurt intero alla vaniglia', '4 x 125 g', 1.99, {
              ingredients: 'Latte intero, zucchero, estratto di vaniglia, fermenti lattici vivi.',
            }),
            l('Yogurt biologico bianco', '500 g', 1.79, {
              nutrition: 'yogurt',
              ingredients: 'Latte intero biologico, fermenti lattici vivi.',
              features: ['bio', 'senza-glutine'],
            }),
          ],
        },
        {
          name: 'Dessert al cucchiaio',
          sale: 'pezzo',
          vendors: ['fattoria-lieta', 'dolce-forno', 'mercato'],
          nutrition: 'torta',
          allergens: ['latte'],
          descr: 'Dessert freschi pronti da gustare, per concludere il pasto con dolcezza.',
          storage: fridge,
          lines: [
            l('Budino al cioccolato', '4 x 100 g', 1.99, {
              ingredients:
                'Latte, zucchero, cacao magro 3%, amido modificato, addensante: carragenina.',
              features: ['senza-glutine'],
            }),
            l('Panna cotta con caramello', '2 x 100 g', 1.89, {
              ingredients: 'Panna, latte, zucchero, caramello 15%, gelatina, aromi.',
              features: ['senza-glutine'],
            }),
            l('Tiramisù', '2 x 90 g', 2.99, {
              ingredients:
                'Mascarpone, savoiardi (farina di frumento, uova, zucchero), zucchero, caffè, uova, cacao.',
              allergens: ['latte', 'uova', 'glutine'],
            }),
            l('Crème caramel', '2 x 100 g', 1.79, {
              ingredients: 'Latte, uova, zucchero, caramello 12%, aromi.',
              allergens: ['latte', 'uova'],
              features: ['senza-glutine'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Burro e panna',
      leaves: [
        {
          name: 'Burro, panna e margarina',
          sale: 'pezzo',
          vendors: ['latteria-val-padana', 'prati-alti', 'mercato'],
          nutrition: 'burro',
          allergens: ['latte'],
          features: ['senza-glutine'],
          ingredients: 'Crema di latte pastorizzata.',
          descr: 'Burro e panna da latte italiano, per la cucina e la pasticceria.',
          storage: fridge,
          lines: [
            l('Burro', '250 g', 2.79),
            l('Burro', '125 g', 1.59),
            l('Burro di montagna', '250 g', 3.29),
            l('Burro chiarificato', '250 g', 3.49, { ingredients: 'Grasso di latte.' }),
            l('Panna fresca da montare', '200 ml', 1.69, {
              nutrition: 'panna',
              ingredients: 'Panna di latte pastorizzata.',
            }),
            l('Panna da cucina UHT', '200 ml', 0.99, {
              nutrition: 'panna',
              ingredients: 'Panna UHT, stabilizzante: carragenina.',
            }),
            l('Margarina vegetale', '250 g', 1.79, {
              ingredients:
                'Oli e grassi vegetali (girasole, cocco), acqua, sale, emulsionante: lecitina di girasole.',
              allergens: [],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
          ],
        },
      ],
    },
  ],
};

export const uova: TopSpec = {
  name: 'Uova',
  colour: '#d49a1d',
  icon: 'egg',
  description: 'Uova fresche di categoria A da galline allevate all’aperto, a terra e biologiche.',
  mids: [
    {
      name: 'Uova fresche',
      leaves: [
        {
          name: 'Uova di gallina',
          sale: 'pezzo',
          vendors: ['cascina-le-rondini', 'aia-dorata', 'mercato'],
          nutrition: 'uova',
          allergens: ['uova'],
          features: ['senza-glutine', 'senza-lattosio'],
          ingredients: 'Uova fresche di gallina, categoria A.',
          descr:
            'Uova fresche di categoria A, selezionate e confezionate entro 24 ore dalla deposizione.',
          storage: 'Conservare in frigorifero dopo l’acquisto.',
          lines: [
            l('Uova fresche da allevamento a terra medie', '6 pz', 1.89),
            l('Uova fresche da allevamento a terra grandi', '6 pz', 2.19),
            l('Uova fresche da allevamento all’aperto', '6 pz', 2.59),
            l('Uova fresche da allevamento a terra', '10 pz', 2.99),
            l('Uova fresche biologiche', '6 pz', 2.99, {
              features: ['bio', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Uova fresche extra', '4 pz', 2.29),
          ],
        },
        {
          name: 'Albumi e uova speciali',
          sale: 'pezzo',
          vendors: ['aia-dorata', 'cascina-le-rondini'],
          perLine: 2,
          nutrition: 'uova',
          allergens: ['uova'],
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Preparazioni a base di uovo, pratiche per la cucina di tutti i giorni.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Albume d’uovo pastorizzato', '500 g', 2.49, {
              ingredients: 'Albume d’uovo pastorizzato.',
            }),
            l('Uova sode sgusciate', '4 pz', 2.29, { ingredients: 'Uova, acqua, sale.' }),
            l('Uova di quaglia', '18 pz', 2.99, { ingredients: 'Uova fresche di quaglia.' }),
            l('Uova di anatra', '4 pz', 3.49, { ingredients: 'Uova fresche di anatra.' }),
          ],
        },
      ],
    },
  ],
};
