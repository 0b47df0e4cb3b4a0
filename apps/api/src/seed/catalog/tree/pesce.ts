import { l, type TopSpec } from '../types';

export const pesce: TopSpec = {
  name: 'Pesce',
  colour: '#1f6f9f',
  icon: 'fish',
  description: 'Pesce fresco del banco, crostacei, molluschi e pesce affumicato.',
  mids: [
    {
      name: 'Pesce fresco',
      leaves: [
        {
          name: 'Pesce al banco',
          sale: 'peso',
          brandInName: false,
          vendors: ['pescheria-adriatica'],
          nutrition: 'pesce-bianco',
          allergens: ['pesce'],
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Pesce fresco dei nostri mari, pulito e preparato dal banco come preferisci.',
          storage: 'Conservare in frigorifero tra 0 e 2 °C e consumare in giornata.',
          options: 'fish-prep',
          sellBy: 'kg',
          lines: [
            l('Orata di allevamento', undefined, 13.9),
            l('Branzino di allevamento', undefined, 14.9),
            l('Sogliola nostrana', undefined, 24.9),
            l('Alici fresche', undefined, 8.9, { nutrition: 'pesce-grasso' }),
            l('Sardine fresche', undefined, 7.9, { nutrition: 'pesce-grasso' }),
            l('Pesce spada in tranci', undefined, 26.9, { nutrition: 'pesce-grasso' }),
            l('Filetti di merluzzo', undefined, 17.9),
            l('Rombo chiodato', undefined, 29.9),
            l('Salmone in tranci', undefined, 22.9, { nutrition: 'pesce-grasso' }),
            l('Tonno a pinne gialle in tranci', undefined, 27.9, { nutrition: 'pesce-grasso' }),
          ],
        },
        {
          name: 'Crostacei e molluschi',
          sale: 'confezione',
          vendors: ['pescheria-adriatica', 'mari-del-nord'],
          perLine: 1,
          nutrition: 'molluschi',
          allergens: ['molluschi'],
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Frutti di mare vivi e crostacei freschi, confezionati in vaschetta.',
          storage: 'Conservare in frigorifero tra 2 e 6 °C e consumare entro il giorno successivo.',
          lines: [
            l('Cozze di Chioggia pulite', '1 kg', 4.9),
            l('Vongole veraci', '500 g', 15.9),
            l('Gamberi rosa', '400 g', 18.9, { nutrition: 'crostacei', allergens: ['crostacei'] }),
            l('Mazzancolle', '400 g', 22.9, { nutrition: 'crostacei', allergens: ['crostacei'] }),
            l('Scampi', '500 g', 32.9, { nutrition: 'crostacei', allergens: ['crostacei'] }),
            l('Calamari puliti', '400 g', 19.9),
            l('Seppie pulite', '400 g', 17.9),
            l('Polpo verace', '1 kg', 16.9),
          ],
        },
      ],
    },
    {
      name: 'Pesce confezionato',
      leaves: [
        {
          name: 'Salmone e pesce affumicato',
          sale: 'pezzo',
          vendors: ['mari-del-nord', 'mercato', 'mercato-selezione'],
          nutrition: 'pesce-affumicato',
          allergens: ['pesce'],
          features: ['senza-glutine', 'senza-lattosio'],
          ingredients: 'Salmone (Salmo salar), sale. Affumicato con legno di faggio.',
          descr: 'Affumicato lentamente a freddo con legno di faggio, dal gusto delicato.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Salmone norvegese affumicato', '100 g', 4.49),
            l('Salmone scozzese affumicato', '200 g', 9.9),
            l('Salmone selvaggio affumicato', '100 g', 6.49),
            l('Pesce spada affumicato', '80 g', 5.49, {
              ingredients: 'Pesce spada (Xiphias gladius), sale. Affumicato con legno di faggio.',
            }),
            l('Trota salmonata affumicata', '100 g', 3.99, {
              ingredients: 'Trota salmonata (Oncorhynchus mykiss), sale. Affumicata.',
            }),
            l('Filetti di sgombro affumicato', '150 g', 3.29, {
              nutrition: 'pesce-grasso',
              ingredients: 'Sgombro (Scomber scombrus), sale. Affumicato.',
            }),
          ],
        },
        {
          name: 'Pesce pronto da cuocere',
          sale: 'pezzo',
          vendors: ['pescheria-adriatica', 'mercato', 'mari-del-nord'],
          nutrition: 'pesce-bianco',
          allergens: ['pesce'],
          features: ['senza-lattosio'],
          descr: 'Preparazioni di pesce fresco pronte da cuocere in padella o al forno.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Filetti di orata', '250 g', 6.9),
            l('Filetti di branzino', '250 g', 7.5),
            l('Hamburger di salmone', '200 g', 4.99, {
              nutrition: 'pesce-grasso',
              ingredients: 'Salmone 85%, fecola di patate, fibra vegetale, sale, pepe.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Spiedini di gamberi e calamari', '250 g', 8.9, {
              nutrition: 'crostacei',
              allergens: ['crostacei', 'molluschi'],
            }),
            l('Insalata di mare', '250 g', 6.49, {
              nutrition: 'molluschi',
              ingredients:
                'Calamari, seppie, gamberi, cozze, olio di semi di girasole, prezzemolo, succo di limone, sale.',
              allergens: ['crostacei', 'molluschi'],
            }),
            l('Baccalà dissalato', '400 g', 9.9),
          ],
        },
      ],
    },
    {
      name: 'Sushi e poke',
      leaves: [
        {
          name: 'Sushi e poke pronti',
          sale: 'pezzo',
          vendors: ['mari-del-nord', 'mercato'],
          nutrition: 'primo-pronto',
          allergens: ['pesce', 'soia', 'sesamo'],
          features: ['senza-lattosio'],
          descr: 'Preparato ogni mattina con pesce abbattuto e riso condito, pronto da gustare.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C e consumare entro la data indicata.',
          lines: [
            l('Sushi misto', '12 pz', 8.9, {
              ingredients:
                'Riso condito (riso, aceto di riso, zucchero, sale), salmone 15%, tonno 8%, alga nori, sesamo, salsa di soia.',
            }),
            l('Uramaki salmone e avocado', '8 pz', 6.9, {
              ingredients: 'Riso condito, salmone 18%, avocado 10%, alga nori, sesamo.',
            }),
            l('Nigiri di salmone', '6 pz', 6.49, {
              ingredients: 'Riso condito, salmone 35%.',
            }),
            l('Hosomaki al cetriolo', '8 pz', 3.99, {
              ingredients: 'Riso condito, cetriolo 12%, alga nori.',
              allergens: ['soia'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Poke di salmone e edamame', '350 g', 8.49, {
              ingredients:
                'Riso, salmone 20%, edamame, avocado, carote, cavolo rosso, semi di sesamo, salsa di soia.',
            }),
            l('Poke di tonno e mango', '350 g', 8.99, {
              ingredients:
                'Riso, tonno 20%, mango, edamame, cetriolo, cipollotto, semi di sesamo, salsa di soia.',
            }),
          ],
        },
      ],
    },
  ],
};
