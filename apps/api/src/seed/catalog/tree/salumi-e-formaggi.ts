import { l, type TopSpec } from '../types';

const dop = ['dop-igp', 'senza-glutine', 'senza-lattosio'] as const;
const cheeseDop = ['dop-igp', 'senza-glutine'] as const;

export const salumiEFormaggi: TopSpec = {
  name: 'Salumi e formaggi',
  colour: '#c0392b',
  icon: 'ham',
  description: 'Salumi e formaggi al taglio dal banco, affettati e formaggi confezionati.',
  mids: [
    {
      name: 'Salumi',
      leaves: [
        {
          name: 'Salumi al banco',
          sale: 'peso',
          brandInName: false,
          vendors: ['salumificio-bertoni', 'prosciuttificio-colle-alto', 'norcineria-umbra'],
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Affettato al momento dal banco gastronomia, nello spessore che preferisci.',
          storage: 'Conservare in frigorifero e consumare entro tre giorni.',
          options: 'slicing',
          lines: [
            l('Prosciutto crudo di Parma DOP 24 mesi', undefined, 39.9, {
              nutrition: 'prosciutto-crudo',
              ingredients: 'Coscia di suino, sale.',
              features: [...dop],
            }),
            l('Prosciutto crudo di San Daniele DOP 18 mesi', undefined, 37.9, {
              nutrition: 'prosciutto-crudo',
              ingredients: 'Coscia di suino, sale marino.',
              features: [...dop],
            }),
            l('Prosciutto cotto alta qualità', undefined, 24.9, {
              nutrition: 'prosciutto-cotto',
              ingredients:
                'Coscia di suino, sale, destrosio, aromi naturali, antiossidante: ascorbato di sodio; conservante: nitrito di sodio.',
            }),
            l('Mortadella Bologna IGP', undefined, 16.9, {
              nutrition: 'mortadella',
              ingredients:
                'Carne di suino, trippino di suino, sale, spezie, zucchero, aromi naturali; conservante: nitrito di sodio.',
              features: [...dop],
            }),
            l('Salame Felino IGP', undefined, 29.9, {
              nutrition: 'salame',
              ingredients:
                'Carne di suino, sale, vino, zucchero, pepe, aglio; conservanti: nitrito di sodio, nitrato di potassio.',
              allergens: ['anidride solforosa e solfiti'],
              features: [...dop],
            }),
            l('Bresaola della Valtellina IGP', undefined, 44.9, {
              nutrition: 'bresaola',
              ingredients:
                'Carne di bovino, sale, destrosio, aromi naturali; conservanti: nitrito di sodio, nitrato di potassio.',
              features: [...dop],
            }),
            l('Speck Alto Adige IGP', undefined, 29.9, {
              nutrition: 'prosciutto-crudo',
              ingredients:
                'Coscia di suino, sale, spezie, destrosio; conservanti: nitrito di sodio, nitrato di potassio.',
              features: [...dop],
            }),
            l('Coppa piacentina DOP', undefined, 31.9, {
              nutrition: 'salame',
              ingredients:
                'Carne di suino, sale, spezie; conservanti: nitrito di sodio, nitrato di potassio.',
              features: [...dop],
            }),
            l('Pancetta arrotolata', undefined, 19.9, {
              nutrition: 'salame',
              ingredients:
                'Pancetta di suino, sale, pepe, destrosio; conservante: nitrito di sodio.',
            }),
            l('Porchetta di Ariccia IGP', undefined, 24.9, {
              nutrition: 'prosciutto-cotto',
              ingredients: 'Carne di suino, sale, pepe, aglio, rosmarino, finocchietto selvatico.',
              features: [...dop],
            }),
          ],
        },
        {
          name: 'Affettati in vaschetta',
          sale: 'pezzo',
          vendors: ['salumificio-bertoni', 'mercato', 'prosciuttificio-colle-alto'],
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Affettati freschi in vaschetta salvafreschezza, comodi da portare in tavola.',
          storage:
            'Conservare in frigorifero tra 0 e 4 °C. Una volta aperto, consumare entro due giorni.',
          lines: [
            l('Prosciutto crudo di Parma DOP affettato', '80 g', 3.79, {
              nutrition: 'prosciutto-crudo',
              ingredients: 'Coscia di suino, sale.',
              features: [...dop],
            }),
            l('Prosciutto cotto affettato', '120 g', 2.69, {
              nutrition: 'prosciutto-cotto',
              ingredients:
                'Coscia di suino, sale, destrosio, aromi naturali; conservante: nitrito di sodio.',
            }),
            l('Mortadella Bologna IGP affettata', '120 g', 1.99, {
              nutrition: 'mortadella',
              ingredients: 'Carne di suino, sale, spezie, zucchero; conservante: nitrito di sodio.',
              features: [...dop],
            }),
            l('Salame Milano affettato', '100 g', 2.29, {
              nutrition: 'salame',
              ingredients:
                'Carne di suino, sale, destrosio, spezie; conservanti: nitrito di sodio, nitrato di potassio.',
            }),
            l('Bresaola della Valtellina IGP affettata', '80 g', 3.99, {
              nutrition: 'bresaola',
              ingredients:
                'Carne di bovino, sale, destrosio, aromi naturali; conservante: nitrito di sodio.',
              features: [...dop],
            }),
            l('Fesa di tacchino arrosto affettata', '120 g', 2.49, {
              nutrition: 'prosciutto-cotto',
              ingredients: 'Fesa di tacchino, sale, aromi naturali, destrosio.',
            }),
            l('Speck Alto Adige IGP affettato', '100 g', 2.89, {
              nutrition: 'prosciutto-crudo',
              ingredients: 'Coscia di suino, sale, spezie; conservante: nitrito di sodio.',
              features: [...dop],
            }),
            l('Pancetta dolce a cubetti', '2 x 80 g', 2.19, {
              nutrition: 'salame',
              ingredients: 'Pancetta di suino, sale, destrosio; conservante: nitrito di sodio.',
            }),
          ],
        },
      ],
    },
    {
      name: 'Formaggi',
      leaves: [
        {
          name: 'Formaggi al banco',
          sale: 'peso',
          brandInName: false,
          vendors: ['caseificio-san-rocco', 'malga-fiorita', 'latteria-val-padana'],
          nutrition: 'formaggio-stagionato',
          allergens: ['latte'],
          features: ['senza-glutine'],
          descr: 'Formaggi tagliati al momento dalla forma al banco.',
          storage: 'Conservare in frigorifero avvolto nella sua carta.',
          lines: [
            l('Parmigiano Reggiano DOP 24 mesi', undefined, 24.9, {
              ingredients: 'Latte, sale, caglio.',
              features: ['dop-igp', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Parmigiano Reggiano DOP 36 mesi', undefined, 29.9, {
              ingredients: 'Latte, sale, caglio.',
              features: ['dop-igp', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Grana Padano DOP 16 mesi', undefined, 17.9, {
              ingredients: 'Latte, sale, caglio; conservante: lisozima da uovo.',
              allergens: ['latte', 'uova'],
              features: [...cheeseDop],
            }),
            l('Pecorino Romano DOP', undefined, 19.9, {
              ingredients: 'Latte di pecora, sale, caglio.',
              features: [...cheeseDop],
            }),
            l('Asiago DOP fresco', undefined, 13.9, {
              ingredients: 'Latte, sale, caglio.',
              nutrition: 'formaggio-fresco',
              features: [...cheeseDop],
            }),
            l('Fontina DOP', undefined, 18.9, {
              ingredients: 'Latte crudo intero, sale, caglio.',
              features: [...cheeseDop],
            }),
            l('Gorgonzola DOP dolce', undefined, 13.5, {
              ingredients: 'Latte, sale, caglio, fermenti lattici, muffe selezionate.',
              nutrition: 'formaggio-fresco',
              features: [...cheeseDop],
            }),
            l('Taleggio DOP', undefined, 15.9, {
              ingredients: 'Latte, sale, caglio.',
              nutrition: 'formaggio-fresco',
              features: [...cheeseDop],
            }),
            l('Provolone Valpadana DOP piccante', undefined, 14.9, {
              ingredients: 'Latte, sale, caglio.',
              features: [...cheeseDop],
            }),
          ],
        },
        {
          name: 'Mozzarelle e latticini freschi',
          sale: 'pezzo',
          vendors: ['caseificio-vesuviano', 'latteria-val-padana', 'mercato'],
          nutrition: 'mozzarella',
          allergens: ['latte'],
          features: ['senza-glutine'],
          ingredients: 'Latte, siero innesto naturale, sale, caglio.',
          descr: 'Latticini freschi a pasta filata, morbidi e ricchi di latte.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C nel suo liquido di governo.',
          lines: [
            l('Mozzarella fior di latte', '125 g', 0.99),
            l('Mozzarella fior di latte', '3 x 125 g', 2.69),
            l('Mozzarella di Bufala Campana DOP', '250 g', 3.99, {
              ingredients: 'Latte di bufala, siero innesto naturale, sale, caglio.',
              features: ['dop-igp', 'senza-glutine'],
            }),
            l('Bocconcini di mozzarella', '200 g', 1.89),
            l('Mozzarelline ciliegine', '150 g', 1.69),
            l('Mozzarella per pizza', '400 g', 2.99),
            l('Mozzarella senza lattosio', '125 g', 1.29, {
              ingredients: 'Latte delattosato, sale, caglio, lattasi.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Burrata pugliese', '125 g', 2.99, {
              ingredients: 'Latte, panna, sale, caglio.',
              nutrition: 'formaggio-fresco',
            }),
            l('Stracciatella', '200 g', 3.49, {
              ingredients: 'Latte, panna, sale, caglio.',
              nutrition: 'formaggio-fresco',
            }),
            l('Ricotta vaccina', '250 g', 1.49, {
              ingredients: 'Siero di latte, latte, sale, correttore di acidità: acido citrico.',
              nutrition: 'ricotta',
            }),
          ],
        },
        {
          name: 'Formaggi confezionati',
          sale: 'pezzo',
          vendors: ['caseificio-san-rocco', 'malga-fiorita', 'mercato', 'latteria-val-padana'],
          nutrition: 'formaggio-stagionato',
          allergens: ['latte'],
          features: ['senza-glutine'],
          ingredients: 'Latte, sale, caglio.',
          descr: 'Formaggi porzionati e confezionati in atmosfera protettiva.',
          storage: 'Conservare in frigorifero tra 0 e 6 °C.',
          lines: [
            l('Parmigiano Reggiano DOP 24 mesi spicchio', '300 g', 7.49, {
              features: ['dop-igp', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Parmigiano Reggiano DOP grattugiato', '100 g', 2.69, {
              features: ['dop-igp', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Grana Padano DOP grattugiato', '100 g', 1.99, { features: [...cheeseDop] }),
            l('Stracchino', '200 g', 1.79, { nutrition: 'formaggio-fresco' }),
            l('Crescenza', '250 g', 2.19, { nutrition: 'formaggio-fresco' }),
            l('Mascarpone', '250 g', 2.29, {
              nutrition: 'formaggio-fresco',
              ingredients: 'Panna, correttore di acidità: acido citrico.',
            }),
            l('Formaggio spalmabile', '150 g', 1.49, { nutrition: 'formaggio-fresco' }),
            l('Sottilette classiche', '200 g', 1.99, {
              nutrition: 'formaggio-fresco',
              ingredients:
                'Formaggi, burro, latte scremato in polvere, sali di fusione: citrati di sodio, sale.',
            }),
            l('Scamorza affumicata', '250 g', 2.49),
            l('Pecorino toscano DOP stagionato', '250 g', 4.99, { features: [...cheeseDop] }),
          ],
        },
      ],
    },
    {
      name: 'Würstel e salumi cotti',
      leaves: [
        {
          name: 'Würstel',
          sale: 'pezzo',
          vendors: ['salumificio-bertoni', 'avicola-santa-lucia', 'mercato'],
          nutrition: 'mortadella',
          features: ['senza-glutine', 'senza-lattosio'],
          descr: 'Würstel cotti, pronti in pochi minuti in acqua bollente o alla griglia.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Würstel di suino', '250 g', 1.79, {
              ingredients:
                'Carne di suino 75%, acqua, sale, destrosio, aromi naturali; conservante: nitrito di sodio.',
            }),
            l('Würstel di pollo e tacchino', '250 g', 1.69, {
              ingredients:
                'Carne di pollo 50%, carne di tacchino 20%, acqua, sale, aromi; conservante: nitrito di sodio.',
            }),
            l('Würstel con formaggio', '250 g', 1.99, {
              ingredients:
                'Carne di suino 65%, formaggio 12%, acqua, sale, aromi; conservante: nitrito di sodio.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Würstel giganti', '4 x 100 g', 2.99, {
              ingredients:
                'Carne di suino 75%, acqua, sale, spezie; conservante: nitrito di sodio.',
            }),
            l('Cotto a cubetti', '2 x 75 g', 1.89, {
              nutrition: 'prosciutto-cotto',
              ingredients:
                'Carne di suino, sale, destrosio, aromi naturali; conservante: nitrito di sodio.',
            }),
          ],
        },
      ],
    },
  ],
};
