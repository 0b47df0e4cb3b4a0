import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto.';
const household =
  'Tenere fuori dalla portata dei bambini. Leggere attentamente l’etichetta prima dell’uso.';
const veg = ['vegano', 'senza-glutine', 'senza-lattosio'] as const;

export const curaDellaCasa: TopSpec = {
  name: 'Cura della casa',
  colour: '#2e86de',
  icon: 'spray-can',
  description: 'Detersivi per bucato e stoviglie, pulizia della casa, carta e accessori.',
  mids: [
    {
      name: 'Bucato',
      leaves: [
        {
          name: 'Detersivi per bucato',
          sale: 'pezzo',
          vendors: ['casa-splendida', 'lavanda-blu', 'mercato'],
          descr: 'Detersivi efficaci già a basse temperature, per capi puliti e profumati.',
          storage: household,
          lines: [
            l('Detersivo liquido lavatrice marsiglia', '1,5 l', 4.99),
            l('Detersivo liquido lavatrice capi colorati', '1,5 l', 4.99),
            l('Detersivo in capsule lavatrice', '30 pz', 7.49),
            l('Detersivo in polvere lavatrice', '2 kg', 5.99),
            l('Ammorbidente concentrato alla lavanda', '1 l', 2.49),
            l('Smacchiatore pretrattante spray', '500 ml', 2.99),
            l('Candeggina delicata', '1,5 l', 1.49),
            l('Detersivo per capi delicati e lana', '1 l', 3.49),
            l('Additivo igienizzante per bucato', '1 l', 3.99),
          ],
        },
      ],
    },
    {
      name: 'Pulizia della casa',
      leaves: [
        {
          name: 'Piatti e lavastoviglie',
          sale: 'pezzo',
          vendors: ['brillante', 'casa-splendida', 'mercato'],
          descr: 'Sgrassano a fondo e lasciano le stoviglie brillanti.',
          storage: household,
          lines: [
            l('Detersivo piatti al limone', '1 l', 1.29),
            l('Detersivo piatti concentrato aceto', '750 ml', 1.49),
            l('Pastiglie lavastoviglie tutto in uno', '40 pz', 6.99),
            l('Gel lavastoviglie', '1 l', 3.99),
            l('Brillantante lavastoviglie', '500 ml', 2.49),
            l('Sale per lavastoviglie', '2 kg', 1.49),
          ],
        },
        {
          name: 'Superfici e pavimenti',
          sale: 'pezzo',
          vendors: ['casa-splendida', 'brillante', 'mercato'],
          descr: 'Pulizia profonda e profumo di fresco in ogni stanza.',
          storage: household,
          lines: [
            l('Detergente pavimenti al sapone di Marsiglia', '1 l', 1.69),
            l('Sgrassatore universale spray', '750 ml', 1.99),
            l('Anticalcare spray', '750 ml', 2.29),
            l('Detergente vetri', '650 ml', 1.79),
            l('Gel WC igienizzante', '750 ml', 1.99),
            l('Salviette igienizzanti superfici', '40 pz', 2.49),
            l('Spugne abrasive', '3 pz', 1.29),
          ],
        },
        {
          name: 'Carta e accessori',
          sale: 'pezzo',
          vendors: ['biancopuro', 'mercato', 'casa-splendida'],
          descr: 'Rotoli di carta, pellicole e sacchetti per la cucina di tutti i giorni.',
          storage: dry,
          lines: [
            l('Carta da cucina due veli', '4 rotoli', 2.99),
            l('Tovaglioli di carta', '100 pz', 1.29),
            l('Pellicola trasparente', '30 m', 1.49),
            l('Alluminio da cucina', '16 m', 1.99),
            l('Carta forno', '10 m', 1.49),
            l('Sacchetti gelo con zip', '20 pz', 1.79),
            l('Sacchi per la spazzatura con laccio', '15 pz', 1.99),
          ],
        },
      ],
    },
    {
      name: 'Ambiente e casalinghi',
      leaves: [
        {
          name: 'Profumatori e insetticidi',
          sale: 'pezzo',
          vendors: ['lavanda-blu', 'casa-splendida', 'mercato'],
          descr: 'Per una casa profumata e libera da insetti in ogni stagione.',
          storage:
            'Tenere fuori dalla portata dei bambini. Leggere attentamente l’etichetta prima dell’uso.',
          lines: [
            l('Deodorante per ambienti spray alla lavanda', '300 ml', 2.49),
            l('Diffusore con bastoncini al fiore di cotone', '100 ml', 4.99),
            l('Candela profumata alla vaniglia', '1 pz', 3.49),
            l('Insetticida spray per mosche e zanzare', '400 ml', 3.99),
            l('Piastrine antizanzare', '30 pz', 2.99),
            l('Trappole per formiche', '2 pz', 3.49),
          ],
        },
        {
          name: 'Pile e lampadine',
          sale: 'pezzo',
          vendors: ['brillante', 'mercato'],
          descr: 'Pile a lunga durata e lampadine LED a basso consumo.',
          storage: 'Conservare in luogo fresco e asciutto. Smaltire negli appositi contenitori.',
          lines: [
            l('Pile alcaline stilo AA', '4 pz', 3.99),
            l('Pile alcaline ministilo AAA', '4 pz', 3.99),
            l('Pile a bottone al litio CR2032', '2 pz', 2.99),
            l('Lampadina LED goccia E27 10 W luce calda', '1 pz', 2.99),
            l('Lampadina LED candela E14 5 W luce calda', '1 pz', 2.49),
            l('Lampadina LED faretto GU10 5 W', '1 pz', 2.79),
          ],
        },
      ],
    },
  ],
};

export const animali: TopSpec = {
  name: 'Animali',
  colour: '#16a085',
  icon: 'paw-print',
  description: 'Alimenti e accessori per cani, gatti e piccoli animali.',
  mids: [
    {
      name: 'Cani e gatti',
      leaves: [
        {
          name: 'Alimenti per cani',
          sale: 'pezzo',
          vendors: ['bau-natura', 'mercato'],
          descr: 'Alimento completo per cani adulti, bilanciato e ricco di proteine.',
          storage: dry,
          lines: [
            l('Crocchette per cani adulti al pollo', '3 kg', 8.99, {
              ingredients:
                'Composizione: pollo disidratato 26%, riso, mais, grasso di pollo, polpa di barbabietola, sali minerali.',
            }),
            l('Crocchette per cani di piccola taglia al salmone', '1,5 kg', 6.99, {
              ingredients:
                'Composizione: salmone disidratato 24%, riso, patate, olio di pesce, sali minerali.',
            }),
            l('Bocconcini per cani con manzo', '1,2 kg', 2.49, {
              ingredients:
                'Composizione: carni e derivati (di cui manzo 4%), cereali, sali minerali.',
            }),
            l('Patè per cani con agnello', '400 g', 1.29, {
              ingredients: 'Composizione: carni e derivati (di cui agnello 4%), sali minerali.',
            }),
            l('Snack dentali per cani', '7 pz', 2.99, {
              ingredients: 'Composizione: cereali, estratti di proteine vegetali, sali minerali.',
            }),
          ],
        },
        {
          name: 'Alimenti per gatti',
          sale: 'pezzo',
          vendors: ['miao-gourmet', 'mercato'],
          descr: 'Alimento completo per gatti adulti, con tutti i nutrienti di cui hanno bisogno.',
          storage: dry,
          lines: [
            l('Crocchette per gatti adulti al tonno', '1,5 kg', 5.99, {
              ingredients:
                'Composizione: cereali, carni e derivati, pesce e derivati (di cui tonno 4%), sali minerali.',
            }),
            l('Crocchette per gatti sterilizzati al pollo', '1,5 kg', 6.49, {
              ingredients:
                'Composizione: pollo disidratato 30%, riso, proteine vegetali, sali minerali.',
            }),
            l('Bocconcini in salsa per gatti', '4 x 85 g', 1.99, {
              ingredients: 'Composizione: carni e derivati, pesce e derivati, sali minerali.',
            }),
            l('Patè per gatti al salmone', '85 g', 0.69, {
              ingredients:
                'Composizione: carni e derivati, pesce e derivati (di cui salmone 4%), sali minerali.',
            }),
            l('Lettiera agglomerante', '10 l', 4.99),
            l('Snack per gatti al formaggio', '60 g', 1.49, {
              ingredients:
                'Composizione: cereali, carni e derivati, latte e derivati (di cui formaggio 4%).',
            }),
          ],
        },
      ],
    },
    {
      name: 'Accessori e altri animali',
      leaves: [
        {
          name: 'Accessori, uccelli e roditori',
          sale: 'pezzo',
          vendors: ['bau-natura', 'miao-gourmet', 'mercato'],
          descr: 'Tutto il necessario per il benessere degli animali di casa.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Mangime per canarini', '1 kg', 2.99, {
              ingredients:
                'Composizione: miglio, scagliola, semi di niger, avena decorticata, semi di lino.',
            }),
            l('Mangime per pappagallini', '1 kg', 2.99, {
              ingredients:
                'Composizione: miglio giallo, miglio rosso, scagliola, avena decorticata.',
            }),
            l('Fieno per conigli e roditori', '1 kg', 2.49, {
              ingredients: 'Composizione: fieno di prato polifita.',
            }),
            l('Sacchetti igienici per cani', '4 x 15 pz', 1.99),
            l('Traversine assorbenti', '30 pz', 7.99),
            l('Gioco per gatti con piume', '1 pz', 2.99),
          ],
        },
      ],
    },
  ],
};

export const bioEBenessere: TopSpec = {
  name: 'Bio e benessere',
  colour: '#27ae60',
  icon: 'leaf',
  description: 'Prodotti biologici, senza glutine, vegetali e integrali.',
  mids: [
    {
      name: 'Biologico',
      leaves: [
        {
          name: 'Dispensa biologica',
          sale: 'pezzo',
          vendors: ['terra-viva-bio', 'mercato-bio', 'sano-e-buono'],
          features: ['bio', ...veg],
          descr: 'Ingredienti da agricoltura biologica certificata.',
          storage: dry,
          lines: [
            l('Quinoa biologica', '400 g', 3.49, {
              nutrition: 'cereali',
              ingredients: 'Quinoa biologica.',
            }),
            l('Fiocchi d’avena biologici', '500 g', 1.99, {
              nutrition: 'muesli',
              ingredients: 'Fiocchi d’avena biologici.',
              allergens: ['glutine'],
              features: ['bio', 'vegano', 'senza-lattosio'],
            }),
            l('Passata di pomodoro biologica', '700 g', 1.69, {
              nutrition: 'passata',
              ingredients: 'Pomodoro biologico, sale.',
            }),
            l('Ceci biologici lessati', '400 g', 1.19, {
              nutrition: 'legumi-lessati',
              ingredients: 'Ceci biologici, acqua, sale.',
            }),
            l('Spaghetti integrali biologici', '500 g', 1.59, {
              nutrition: 'pasta-integrale',
              ingredients: 'Semola integrale di grano duro biologica, acqua.',
              allergens: ['glutine'],
              features: ['bio', 'vegano', 'senza-lattosio'],
            }),
            l('Zucchero di canna integrale biologico', '500 g', 2.29, {
              nutrition: 'caramelle',
              ingredients: 'Zucchero di canna integrale biologico.',
            }),
            l('Semi di chia biologici', '250 g', 3.29, {
              nutrition: 'frutta-secca',
              ingredients: 'Semi di chia biologici.',
            }),
            l('Crema di mandorle biologica', '200 g', 5.49, {
              nutrition: 'frutta-secca',
              ingredients: 'Mandorle biologiche tostate 100%.',
              allergens: ['frutta a guscio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Alimentazione vegetale',
      leaves: [
        {
          name: 'Alternative vegetali',
          sale: 'pezzo',
          vendors: ['sano-e-buono', 'terra-viva-bio', 'mercato-bio'],
          features: [...veg],
          descr: 'Proteine vegetali per un’alimentazione varia e bilanciata.',
          storage: 'Conservare in frigorifero tra 0 e 4 °C.',
          lines: [
            l('Tofu al naturale', '250 g', 2.29, {
              nutrition: 'legumi-lessati',
              ingredients: 'Acqua, semi di soia 45%, coagulante: cloruro di magnesio.',
              allergens: ['soia'],
            }),
            l('Burger vegetale di legumi', '2 x 90 g', 2.99, {
              nutrition: 'legumi-lessati',
              ingredients:
                'Ceci, lenticchie, pangrattato, carote, cipolla, olio di girasole, sale, spezie.',
              allergens: ['glutine'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Seitan al naturale', '200 g', 2.79, {
              nutrition: 'legumi-lessati',
              ingredients: 'Glutine di frumento, acqua, salsa di soia, alga kombu.',
              allergens: ['glutine', 'soia'],
              features: ['vegano', 'senza-lattosio'],
            }),
            l('Tempeh biologico', '200 g', 3.49, {
              nutrition: 'legumi',
              ingredients: 'Soia biologica, acqua, aceto di mele, Rhizopus oligosporus.',
              allergens: ['soia'],
              features: ['bio', ...veg],
            }),
            l('Dessert vegetale al cocco', '2 x 125 g', 1.99, {
              nutrition: 'yogurt-frutta',
              ingredients: 'Latte di cocco 90%, amido di tapioca, fermenti.',
            }),
          ],
        },
      ],
    },
    {
      name: 'Senza glutine',
      leaves: [
        {
          name: 'Pane e dolci senza glutine',
          sale: 'pezzo',
          vendors: ['sano-e-buono', 'terra-viva-bio', 'mercato'],
          nutrition: 'pane-confezionato',
          features: ['senza-glutine'],
          descr: 'Prodotti senza glutine, adatti alle persone celiache, con il gusto di sempre.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Pane bianco senza glutine a fette', '300 g', 3.49, {
              ingredients:
                'Acqua, amido di mais, farina di riso, olio di girasole, fibra vegetale, lievito, sale.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Panini morbidi senza glutine', '4 x 50 g', 3.29, {
              ingredients:
                'Acqua, amido di mais, farina di riso, olio di girasole, lievito, zucchero, sale.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Crackers senza glutine', '200 g', 2.79, {
              nutrition: 'crackers',
              ingredients:
                'Farina di riso, amido di mais, olio di girasole, sale, agenti lievitanti.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Biscotti frollini senza glutine', '300 g', 3.49, {
              nutrition: 'biscotti',
              ingredients:
                'Amido di mais, zucchero, burro, farina di riso, uova, agenti lievitanti.',
              allergens: ['latte', 'uova'],
            }),
            l('Fette biscottate senza glutine', '250 g', 3.29, {
              nutrition: 'fette-biscottate',
              ingredients:
                'Amido di mais, farina di riso, zucchero, olio di girasole, lievito, sale.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Preparato per pane senza glutine', '1 kg', 4.49, {
              nutrition: 'farina',
              ingredients:
                'Amido di mais, farina di riso, fibra vegetale, addensante: gomma di guar, sale.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
  ],
};

/** Bags the order is packed in: bought at checkout, so hidden from the menu. */
export const shopper: TopSpec = {
  name: 'Shopper e imballaggi',
  colour: '#7f8c8d',
  icon: 'shopping-bag',
  description: 'Sacchetti e borse per la consegna della spesa.',
  hidden: true,
  packaging: true,
  mids: [
    {
      name: 'Sacchetti',
      leaves: [
        {
          name: 'Shopper',
          sale: 'pezzo',
          vendors: ['mercato'],
          perLine: 1,
          descr: 'Borse per la spesa riutilizzabili o compostabili.',
          lines: [
            l('Shopper compostabile', '1 pz', 0.1),
            l('Borsa riutilizzabile in tessuto', '1 pz', 1.5),
            l('Borsa termica', '1 pz', 2.5),
          ],
        },
      ],
    },
  ],
};
