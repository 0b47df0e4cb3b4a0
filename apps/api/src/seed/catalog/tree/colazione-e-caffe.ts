import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto.';

export const colazioneEDolci: TopSpec = {
  name: 'Colazione e dolci',
  colour: '#a0522d',
  icon: 'cookie',
  description: 'Biscotti, merendine, cereali, confetture, miele, creme spalmabili e cioccolato.',
  mids: [
    {
      name: 'Colazione',
      leaves: [
        {
          name: 'Biscotti',
          sale: 'pezzo',
          vendors: ['forno-della-nonna', 'dolciaria-alpina', 'mercato'],
          perLine: 3,
          nutrition: 'biscotti',
          allergens: ['glutine', 'uova', 'latte'],
          ingredients:
            'Farina di grano tenero tipo 0, zucchero, burro, uova fresche, latte, agenti lievitanti, sale, aromi naturali.',
          descr: 'Biscotti friabili per la colazione e la merenda, cotti lentamente al forno.',
          storage: dry,
          lines: [
            l('Frollini al burro', '700 g', 2.49),
            l('Frollini con gocce di cioccolato', '700 g', 2.69),
            l('Biscotti integrali', '400 g', 1.89),
            l('Frollini al cacao', '350 g', 1.79),
            l('Cantucci toscani alle mandorle', '250 g', 2.99, {
              allergens: ['glutine', 'uova', 'latte', 'frutta a guscio'],
            }),
            l('Savoiardi', '400 g', 2.19),
            l('Biscotti secchi al latte', '500 g', 1.69),
            l('Wafer alla nocciola', '175 g', 1.49, {
              allergens: ['glutine', 'latte', 'frutta a guscio', 'soia'],
            }),
            l('Biscotti al miele', '400 g', 1.99),
            l('Amaretti morbidi', '200 g', 2.79, {
              ingredients: 'Zucchero, armelline 20%, mandorle 10%, albume d’uovo, aromi naturali.',
              allergens: ['uova', 'frutta a guscio'],
            }),
            l('Biscotti alla panna', '500 g', 2.19),
          ],
        },
        {
          name: 'Merendine e brioche',
          sale: 'pezzo',
          vendors: ['dolciaria-alpina', 'forno-della-nonna', 'mercato'],
          nutrition: 'brioche',
          allergens: ['glutine', 'uova', 'latte'],
          ingredients:
            'Farina di grano tenero, zucchero, uova, burro, lievito naturale, latte, sale, aromi.',
          descr: 'Merende soffici confezionate singolarmente, pratiche da portare con sé.',
          storage: dry,
          lines: [
            l('Cornetti all’albicocca', '6 x 50 g', 2.49),
            l('Cornetti al cioccolato', '6 x 50 g', 2.59),
            l('Cornetti vuoti integrali', '6 x 40 g', 2.39),
            l('Plumcake allo yogurt', '10 x 35 g', 2.29),
            l('Pan di Spagna al cacao farcito', '8 x 30 g', 2.49),
            l('Crostatine alla ciliegia', '6 x 40 g', 2.19),
          ],
        },
        {
          name: 'Cereali e fiocchi',
          sale: 'pezzo',
          vendors: ['mercato', 'sano-e-buono', 'terra-viva-bio'],
          nutrition: 'cereali',
          allergens: ['glutine'],
          descr: 'Cereali e fiocchi croccanti, da gustare con latte o yogurt.',
          storage: dry,
          lines: [
            l('Fiocchi di mais', '500 g', 1.99, {
              ingredients: 'Mais 94%, zucchero, sale, estratto di malto d’orzo.',
            }),
            l('Fiocchi d’avena integrali', '500 g', 1.49, {
              ingredients: 'Fiocchi d’avena integrali.',
              nutrition: 'muesli',
            }),
            l('Muesli croccante ai frutti rossi', '375 g', 2.79, {
              nutrition: 'muesli',
              ingredients:
                'Fiocchi d’avena, zucchero, olio di girasole, frutti rossi disidratati 5%, fiocchi di frumento.',
            }),
            l('Cereali al cioccolato', '375 g', 2.49, {
              ingredients: 'Frumento integrale, zucchero, cacao magro 6%, farina di riso, sale.',
            }),
            l('Granola con frutta secca', '350 g', 3.29, {
              nutrition: 'muesli',
              ingredients: 'Fiocchi d’avena, miele, mandorle 8%, nocciole 5%, olio di girasole.',
              allergens: ['glutine', 'frutta a guscio'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Dolci da spalmare e cioccolato',
      leaves: [
        {
          name: 'Confetture, miele e creme',
          sale: 'pezzo',
          vendors: ['dolci-colline', 'apicoltura-sibillini', 'mercato'],
          nutrition: 'marmellata',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Confetture extra, miele italiano e creme spalmabili per la colazione.',
          storage: 'Dopo l’apertura conservare in frigorifero.',
          lines: [
            l('Confettura extra di albicocche', '340 g', 2.29, {
              ingredients:
                'Albicocche, zucchero, gelificante: pectina; correttore di acidità: acido citrico. Frutta utilizzata: 60 g per 100 g.',
            }),
            l('Confettura extra di fragole', '340 g', 2.29, {
              ingredients:
                'Fragole, zucchero, gelificante: pectina. Frutta utilizzata: 60 g per 100 g.',
            }),
            l('Confettura extra di frutti di bosco', '340 g', 2.49, {
              ingredients:
                'Frutti di bosco, zucchero, gelificante: pectina. Frutta utilizzata: 60 g per 100 g.',
            }),
            l('Marmellata di arance', '340 g', 2.29, {
              ingredients:
                'Arance, zucchero, gelificante: pectina. Frutta utilizzata: 50 g per 100 g.',
            }),
            l('Miele millefiori italiano', '500 g', 4.99, {
              nutrition: 'miele',
              ingredients: 'Miele millefiori.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Miele di acacia', '400 g', 5.49, {
              nutrition: 'miele',
              ingredients: 'Miele di acacia.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Crema spalmabile alle nocciole e cacao', '400 g', 3.49, {
              nutrition: 'crema-spalmabile',
              ingredients:
                'Zucchero, olio di girasole, nocciole 13%, cacao magro 7,4%, latte scremato in polvere, emulsionante: lecitina di soia.',
              allergens: ['frutta a guscio', 'latte', 'soia'],
              features: ['senza-glutine'],
            }),
            l('Crema di pistacchio', '200 g', 4.99, {
              nutrition: 'crema-spalmabile',
              ingredients: 'Zucchero, pistacchi 40%, olio di girasole, latte scremato in polvere.',
              allergens: ['frutta a guscio', 'latte'],
              features: ['senza-glutine'],
            }),
            l('Confettura extra di ciliegie', '340 g', 2.49, {
              ingredients:
                'Ciliegie, zucchero, gelificante: pectina. Frutta utilizzata: 60 g per 100 g.',
            }),
            l('Miele di castagno', '400 g', 5.29, {
              nutrition: 'miele',
              ingredients: 'Miele di castagno.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
          ],
        },
        {
          name: 'Cioccolato e caramelle',
          sale: 'pezzo',
          vendors: ['cioccolateria-subalpina', 'dolciaria-alpina', 'mercato'],
          nutrition: 'cioccolato',
          allergens: ['latte', 'soia'],
          features: ['senza-glutine'],
          descr: 'Cioccolato in tavolette, praline e caramelle per ogni momento di dolcezza.',
          storage: 'Conservare in luogo fresco e asciutto, lontano da fonti di calore.',
          lines: [
            l('Cioccolato fondente 70%', '100 g', 1.79, {
              ingredients:
                'Pasta di cacao, zucchero, burro di cacao, emulsionante: lecitina di soia. Cacao: 70% minimo.',
              allergens: ['soia'],
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Cioccolato al latte', '100 g', 1.59, {
              ingredients:
                'Zucchero, burro di cacao, latte intero in polvere, pasta di cacao, emulsionante: lecitina di soia.',
            }),
            l('Cioccolato al latte con nocciole intere', '200 g', 2.99, {
              ingredients: 'Cioccolato al latte 70%, nocciole intere 30%.',
              allergens: ['latte', 'soia', 'frutta a guscio'],
            }),
            l('Cioccolatini gianduia', '200 g', 4.49, {
              ingredients:
                'Zucchero, pasta di nocciole 30%, cacao, latte in polvere, emulsionante: lecitina di soia.',
              allergens: ['latte', 'soia', 'frutta a guscio'],
            }),
            l('Caramelle alla frutta', '150 g', 1.29, {
              nutrition: 'caramelle',
              ingredients:
                'Zucchero, sciroppo di glucosio, succhi di frutta concentrati 2%, acidificante: acido citrico, aromi.',
              allergens: [],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Caramelle alla liquirizia', '150 g', 1.39, {
              nutrition: 'caramelle',
              ingredients: 'Zucchero, sciroppo di glucosio, estratto di liquirizia 3%.',
              allergens: [],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Cioccolato fondente extra 85%', '100 g', 2.19, {
              ingredients: 'Pasta di cacao, zucchero, burro di cacao. Cacao: 85% minimo.',
              allergens: [],
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Cioccolato bianco', '100 g', 1.59, {
              ingredients:
                'Zucchero, burro di cacao, latte intero in polvere, emulsionante: lecitina di soia, vaniglia.',
            }),
          ],
        },
      ],
    },
    {
      name: 'Dolci delle feste',
      // Seasonal: reachable from banners and search, out of the menu the rest of the year.
      hidden: true,
      leaves: [
        {
          name: 'Panettoni, pandori e colombe',
          sale: 'pezzo',
          vendors: ['dolciaria-alpina', 'forno-della-nonna', 'mercato-selezione'],
          nutrition: 'brioche',
          allergens: ['glutine', 'uova', 'latte'],
          descr: 'Dolci lievitati delle feste, preparati con lievito madre e lunga lievitazione.',
          storage: dry,
          lines: [
            l('Panettone classico', '1 kg', 7.99, {
              ingredients:
                'Farina di frumento, uvetta 14%, scorze di arancia candite 10%, burro 14%, zucchero, tuorlo d’uovo, lievito naturale, latte, sale.',
            }),
            l('Panettone senza canditi', '750 g', 6.99, {
              ingredients:
                'Farina di frumento, uvetta 16%, burro 14%, zucchero, tuorlo d’uovo, lievito naturale, sale.',
            }),
            l('Pandoro di Verona', '1 kg', 6.99, {
              ingredients:
                'Farina di frumento, zucchero, uova, burro 18%, lievito naturale, burro di cacao, latte, sale, vanillina.',
            }),
            l('Colomba pasquale con glassa alle mandorle', '750 g', 6.99, {
              ingredients:
                'Farina di frumento, zucchero, burro, uova, scorze di arancia candite, lievito naturale, glassa (zucchero, albume, mandorle 3%).',
              allergens: ['glutine', 'uova', 'latte', 'frutta a guscio'],
            }),
            l('Torrone friabile alle mandorle', '200 g', 3.99, {
              nutrition: 'frutta-secca',
              ingredients:
                'Mandorle 45%, miele, zucchero, sciroppo di glucosio, albume d’uovo, ostia (fecola di patate).',
              allergens: ['frutta a guscio', 'uova'],
            }),
            l('Panforte di Siena IGP', '300 g', 5.49, {
              nutrition: 'torta',
              ingredients:
                'Frutta candita, mandorle 25%, zucchero, miele, farina di frumento, spezie.',
              allergens: ['glutine', 'frutta a guscio'],
              features: ['dop-igp'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Per preparare i dolci',
      leaves: [
        {
          name: 'Zucchero e dolcificanti',
          sale: 'pezzo',
          vendors: ['mercato', 'sano-e-buono', 'terra-viva-bio'],
          nutrition: 'caramelle',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Zucchero e dolcificanti per dolci, bevande e conserve fatte in casa.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Zucchero semolato', '1 kg', 1.19, { ingredients: 'Zucchero.' }),
            l('Zucchero di canna', '500 g', 1.49, { ingredients: 'Zucchero di canna.' }),
            l('Zucchero a velo', '250 g', 0.99, { ingredients: 'Zucchero, amido di mais.' }),
            l('Zucchero in bustine', '1 kg', 1.69, { ingredients: 'Zucchero.' }),
            l('Dolcificante a base di stevia', '75 g', 2.99, {
              ingredients: 'Edulcorante: eritritolo, glicosidi steviolici.',
            }),
            l('Fruttosio', '500 g', 2.29, { ingredients: 'Fruttosio.' }),
          ],
        },
        {
          name: 'Preparati e ingredienti per dolci',
          sale: 'pezzo',
          vendors: ['dolciaria-alpina', 'cioccolateria-subalpina', 'mercato'],
          nutrition: 'farina',
          descr: 'Tutto il necessario per torte, biscotti e dolci fatti in casa.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Lievito per dolci vanigliato', '3 x 16 g', 0.89, {
              ingredients:
                'Agenti lievitanti: difosfato disodico, carbonato acido di sodio; amido di frumento, aroma vanillina.',
              allergens: ['glutine'],
            }),
            l('Cacao amaro in polvere', '75 g', 1.99, {
              nutrition: 'cioccolato',
              ingredients: 'Cacao magro in polvere.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Preparato per torta al cioccolato', '400 g', 2.79, {
              nutrition: 'torta',
              ingredients:
                'Zucchero, farina di frumento, cacao magro 12%, amido di mais, agenti lievitanti, sale.',
              allergens: ['glutine'],
            }),
            l('Gocce di cioccolato fondente', '100 g', 1.79, {
              nutrition: 'cioccolato',
              ingredients:
                'Zucchero, pasta di cacao, burro di cacao, emulsionante: lecitina di soia.',
              allergens: ['soia'],
            }),
            l('Farina di mandorle', '200 g', 3.49, {
              nutrition: 'frutta-secca',
              ingredients: 'Mandorle pelate macinate.',
              allergens: ['frutta a guscio'],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Fecola di patate', '250 g', 1.29, {
              ingredients: 'Fecola di patate.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Preparato per crema pasticcera', '2 x 90 g', 1.99, {
              nutrition: 'torta',
              ingredients:
                'Zucchero, amido di mais, latte scremato in polvere, tuorlo d’uovo in polvere, aromi, colorante: beta-carotene.',
              allergens: ['latte', 'uova'],
              features: ['senza-glutine'],
            }),
          ],
        },
      ],
    },
  ],
};

export const caffeTeETisane: TopSpec = {
  name: 'Caffè, tè e tisane',
  colour: '#5d4037',
  icon: 'coffee',
  description: 'Caffè macinato, in grani e in capsule, orzo, tè e tisane.',
  mids: [
    {
      name: 'Caffè',
      leaves: [
        {
          name: 'Caffè macinato e in grani',
          sale: 'pezzo',
          vendors: ['torrefazione-aroma-nero', 'caffe-del-borgo', 'mercato'],
          nutrition: 'caffe-macinato',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: 'Caffè tostato.',
          descr: 'Miscele tostate lentamente in piccoli lotti per un aroma intenso e persistente.',
          storage:
            'Conservare in luogo fresco e asciutto. Dopo l’apertura chiudere bene la confezione.',
          lines: [
            l('Caffè macinato per moka miscela classica', '250 g', 2.99),
            l('Caffè macinato per moka miscela classica', '4 x 250 g', 10.9),
            l('Caffè macinato 100% arabica', '250 g', 3.79),
            l('Caffè macinato decaffeinato', '250 g', 3.49, {
              ingredients: 'Caffè decaffeinato tostato.',
            }),
            l('Caffè macinato per espresso', '250 g', 3.49),
            l('Caffè in grani miscela bar', '1 kg', 13.9),
            l('Caffè in grani 100% arabica', '500 g', 8.49),
            l('Caffè macinato biologico', '250 g', 3.99, {
              features: ['bio', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Caffè macinato miscela napoletana', '250 g', 3.29),
          ],
        },
        {
          name: 'Capsule e cialde',
          sale: 'pezzo',
          vendors: ['torrefazione-aroma-nero', 'caffe-del-borgo', 'mercato'],
          nutrition: 'caffe-macinato',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: 'Caffè tostato e macinato.',
          descr: 'Caffè porzionato compatibile con le macchine più diffuse.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Capsule compatibili miscela intensa', '10 pz', 2.79),
            l('Capsule compatibili miscela cremosa', '10 pz', 2.79),
            l('Capsule compatibili decaffeinato', '10 pz', 2.99),
            l('Cialde in carta ESE miscela napoletana', '18 pz', 3.29),
            l('Cialde in carta ESE 100% arabica', '18 pz', 3.69),
            l('Capsule compatibili miscela intensa', '50 pz', 12.9),
          ],
        },
        {
          name: 'Orzo e solubili',
          sale: 'pezzo',
          vendors: ['mercato', 'sano-e-buono', 'torrefazione-aroma-nero'],
          nutrition: 'orzo-solubile',
          allergens: ['glutine'],
          features: ['vegano', 'senza-lattosio'],
          descr: 'Alternative al caffè e bevande solubili, pronte in un attimo.',
          storage: dry,
          lines: [
            l('Orzo solubile', '120 g', 2.49, { ingredients: 'Orzo tostato solubile.' }),
            l('Orzo macinato per moka', '500 g', 2.99, { ingredients: 'Orzo tostato macinato.' }),
            l('Caffè solubile', '100 g', 3.99, {
              ingredients: 'Caffè solubile.',
              allergens: [],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Preparato per cioccolata calda', '10 x 25 g', 2.49, {
              nutrition: 'cioccolato',
              ingredients:
                'Zucchero, cacao magro 22%, amido di mais, latte scremato in polvere, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Ginseng solubile', '10 x 7 g', 2.99, {
              ingredients:
                'Zucchero, latte scremato in polvere, caffè solubile, estratto di ginseng 0,5%.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Tè e tisane',
      leaves: [
        {
          name: 'Tè e infusi',
          sale: 'pezzo',
          vendors: ['erbe-alpine', 'mercato', 'terra-viva-bio'],
          nutrition: 'tisana',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Tè e infusi in filtri di carta, selezionati tra le migliori piantagioni.',
          storage: dry,
          lines: [
            l('Tè nero classico', '25 filtri', 1.79, { ingredients: 'Tè nero.' }),
            l('Tè verde', '25 filtri', 1.99, { ingredients: 'Tè verde.' }),
            l('Tè deteinato', '25 filtri', 2.19, { ingredients: 'Tè nero deteinato.' }),
            l('Tè Earl Grey', '25 filtri', 2.29, {
              ingredients: 'Tè nero, aroma naturale di bergamotto.',
            }),
            l('Camomilla setacciata', '20 filtri', 1.69, {
              ingredients: 'Fiori di camomilla setacciati.',
            }),
            l('Tisana finocchio e anice', '20 filtri', 1.99, {
              ingredients: 'Semi di finocchio, anice verde, liquirizia.',
            }),
            l('Tisana digestiva', '20 filtri', 2.19, {
              ingredients: 'Finocchio, menta, melissa, camomilla, liquirizia.',
            }),
            l('Infuso frutti di bosco', '20 filtri', 2.19, {
              ingredients: 'Ibisco, mela, rosa canina, frutti di bosco 10%, aromi naturali.',
            }),
            l('Tisana zenzero e limone', '20 filtri', 2.29, {
              ingredients: 'Zenzero 40%, scorza di limone 25%, citronella, liquirizia.',
            }),
            l('Tè verde al gelsomino', '20 filtri', 2.29, {
              ingredients: 'Tè verde, fiori di gelsomino 5%.',
            }),
            l('Tisana rilassante', '20 filtri', 2.19, {
              ingredients: 'Melissa, tiglio, camomilla, passiflora, arancio dolce.',
            }),
          ],
        },
      ],
    },
  ],
};
