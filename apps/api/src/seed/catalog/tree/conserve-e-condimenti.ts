import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero.';
const veg = ['vegano', 'senza-glutine', 'senza-lattosio'] as const;

export const conserveESughi: TopSpec = {
  name: 'Conserve e sughi',
  colour: '#c0392b',
  icon: 'cooking-pot',
  description: 'Passate e polpe di pomodoro, sughi pronti, pesti, tonno e legumi in scatola.',
  mids: [
    {
      name: 'Pomodoro e sughi',
      leaves: [
        {
          name: 'Passate e polpe di pomodoro',
          sale: 'pezzo',
          vendors: ['campi-del-sole', 'rossodoro', 'mercato'],
          nutrition: 'passata',
          features: [...veg],
          ingredients: 'Pomodoro 100% italiano, sale.',
          descr: 'Pomodoro italiano raccolto a piena maturazione e lavorato entro poche ore.',
          storage: dry,
          lines: [
            l('Passata di pomodoro', '700 g', 1.19),
            l('Passata di pomodoro rustica', '690 g', 1.29),
            l('Passata di pomodoro', '3 x 700 g', 3.29),
            l('Polpa di pomodoro a pezzettoni', '400 g', 0.89),
            l('Polpa di pomodoro finissima', '3 x 400 g', 2.39),
            l('Pomodori pelati', '400 g', 0.89),
            l('Pomodorini ciliegini', '400 g', 1.29),
            l('Doppio concentrato di pomodoro', '200 g', 0.99),
            l('Pomodoro San Marzano dell’Agro Sarnese-Nocerino DOP pelato', '400 g', 2.49, {
              features: ['dop-igp', ...veg],
            }),
            l('Passata di pomodorini datterini', '500 g', 1.69),
            l('Polpa di pomodoro con basilico', '400 g', 0.99, {
              ingredients: 'Pomodoro, basilico 0,5%, sale.',
            }),
          ],
        },
        {
          name: 'Sughi pronti',
          sale: 'pezzo',
          vendors: ['campi-del-sole', 'rossodoro', 'mercato', 'sapori-di-casa'],
          nutrition: 'sugo',
          descr: 'Sughi pronti cucinati lentamente come a casa: basta scaldarli.',
          storage: dry,
          lines: [
            l('Sugo al basilico', '400 g', 1.69, {
              ingredients:
                'Passata di pomodoro 85%, cipolla, olio extravergine di oliva, basilico 2%, sale, zucchero.',
              features: [...veg],
            }),
            l('Sugo all’arrabbiata', '400 g', 1.79, {
              ingredients:
                'Polpa di pomodoro 85%, olio di semi di girasole, aglio, peperoncino 0,5%, sale.',
              features: [...veg],
            }),
            l('Ragù alla bolognese', '400 g', 2.49, {
              ingredients:
                'Polpa di pomodoro, carne bovina 15%, carne suina 10%, cipolla, carota, sedano, vino rosso, olio extravergine di oliva, sale.',
              allergens: ['sedano', 'anidride solforosa e solfiti'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Sugo alla puttanesca', '350 g', 2.19, {
              ingredients:
                'Pomodoro, olive nere 8%, capperi 3%, acciughe 2%, olio di oliva, aglio, peperoncino, sale.',
              allergens: ['pesce'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Sugo alla norma', '350 g', 2.29, {
              ingredients:
                'Pomodoro, melanzane fritte 20%, olio di semi di girasole, ricotta salata 3%, basilico, sale.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
            l('Sugo all’amatriciana', '350 g', 2.49, {
              ingredients:
                'Pomodoro, guanciale 12%, pecorino romano DOP 2%, cipolla, olio di oliva, sale, pepe.',
              allergens: ['latte'],
              features: ['senza-glutine'],
            }),
          ],
        },
        {
          name: 'Pesti e salse',
          sale: 'pezzo',
          vendors: ['dispensa-ligure', 'mercato', 'campi-del-sole'],
          nutrition: 'pesto',
          descr: 'Pesti e salse per condire la pasta in un attimo.',
          storage: dry,
          lines: [
            l('Pesto alla genovese', '190 g', 2.49, {
              ingredients:
                'Basilico genovese DOP 35%, olio extravergine di oliva, Grana Padano DOP, pinoli, anacardi, sale, aglio.',
              allergens: ['latte', 'frutta a guscio', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Pesto senza aglio', '190 g', 2.49, {
              ingredients:
                'Basilico 35%, olio di semi di girasole, Grana Padano DOP, anacardi, pinoli, sale.',
              allergens: ['latte', 'frutta a guscio', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Pesto rosso con pomodori secchi', '190 g', 2.59, {
              ingredients:
                'Pomodori secchi 40%, olio di semi di girasole, anacardi, Grana Padano DOP, basilico, sale.',
              allergens: ['latte', 'frutta a guscio', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Pesto di pistacchio', '130 g', 3.99, {
              ingredients: 'Pistacchi 60%, olio di semi di girasole, Grana Padano DOP, sale.',
              allergens: ['latte', 'frutta a guscio', 'uova'],
              features: ['senza-glutine'],
            }),
            l('Salsa di noci', '130 g', 2.79, {
              ingredients:
                'Noci 45%, olio di semi di girasole, latte, pangrattato, sale, maggiorana.',
              allergens: ['latte', 'frutta a guscio', 'glutine'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Conserve',
      leaves: [
        {
          name: 'Tonno e pesce in scatola',
          sale: 'pezzo',
          vendors: ['tonnara-capo-bianco', 'mari-del-nord', 'mercato'],
          nutrition: 'tonno',
          allergens: ['pesce'],
          features: ['senza-glutine', 'senza-lattosio'],
          ingredients: 'Tonno, olio di oliva, sale.',
          descr: 'Tonno pescato con metodi selettivi e lavorato a mano, ricco di proteine.',
          storage: dry,
          lines: [
            l('Tonno all’olio di oliva', '3 x 80 g', 3.99),
            l('Tonno all’olio di oliva', '6 x 80 g', 7.49),
            l('Tonno al naturale', '3 x 80 g', 3.89, { ingredients: 'Tonno, acqua, sale.' }),
            l('Filetti di tonno all’olio extravergine di oliva in vetro', '200 g', 5.99, {
              ingredients: 'Tonno, olio extravergine di oliva, sale.',
            }),
            l('Sgombro all’olio di oliva', '125 g', 1.99, {
              ingredients: 'Sgombro, olio di oliva, sale.',
              nutrition: 'pesce-grasso',
            }),
            l('Filetti di alici all’olio di oliva', '46 g', 1.89, {
              ingredients: 'Alici, olio di oliva, sale.',
              nutrition: 'pesce-affumicato',
            }),
            l('Salmone al naturale', '2 x 90 g', 3.49, { ingredients: 'Salmone, acqua, sale.' }),
          ],
        },
        {
          name: 'Legumi e verdure in scatola',
          sale: 'pezzo',
          vendors: ['campi-del-sole', 'campoverde', 'mercato'],
          nutrition: 'legumi-lessati',
          features: [...veg],
          descr: 'Legumi e verdure già cotti, pronti da scolare e usare.',
          storage: dry,
          lines: [
            l('Ceci lessati', '400 g', 0.79, { ingredients: 'Ceci, acqua, sale.' }),
            l('Fagioli borlotti lessati', '400 g', 0.79, {
              ingredients: 'Fagioli borlotti, acqua, sale.',
            }),
            l('Fagioli cannellini lessati', '3 x 400 g', 2.19, {
              ingredients: 'Fagioli cannellini, acqua, sale.',
            }),
            l('Lenticchie lessate', '400 g', 0.89, { ingredients: 'Lenticchie, acqua, sale.' }),
            l('Piselli fini', '400 g', 0.99, {
              ingredients: 'Piselli, acqua, sale, zucchero.',
              nutrition: 'verdure-surgelate',
            }),
            l('Mais dolce', '3 x 160 g', 1.79, {
              ingredients: 'Mais dolce, acqua, sale.',
              nutrition: 'verdure-surgelate',
            }),
            l('Carciofini sott’olio', '280 g', 3.49, {
              ingredients: 'Carciofini, olio di semi di girasole, aceto di vino, sale, prezzemolo.',
              nutrition: 'olive',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Olive verdi denocciolate', '300 g', 1.99, {
              ingredients: 'Olive verdi, acqua, sale, correttore di acidità: acido citrico.',
              nutrition: 'olive',
            }),
          ],
        },
      ],
    },
    {
      name: 'Sottoli, brodi e zuppe',
      leaves: [
        {
          name: 'Sottoli e sottaceti',
          sale: 'pezzo',
          vendors: ['campi-del-sole', 'dispensa-ligure', 'mercato'],
          nutrition: 'olive',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Verdure conservate sott’olio o sott’aceto, per antipasti e contorni sfiziosi.',
          storage: 'Dopo l’apertura conservare in frigorifero, coperto dal liquido di governo.',
          lines: [
            l('Giardiniera in agrodolce', '290 g', 1.99, {
              ingredients:
                'Carote, cavolfiori, peperoni, cetrioli, cipolline, sedano, aceto di vino, zucchero, sale.',
              allergens: ['sedano', 'anidride solforosa e solfiti'],
            }),
            l('Cetriolini all’aceto', '290 g', 1.79, {
              ingredients: 'Cetriolini, aceto di vino, sale, zucchero, aromi naturali.',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Funghi trifolati sott’olio', '280 g', 2.99, {
              ingredients:
                'Funghi coltivati, olio di semi di girasole, aceto di vino, sale, aglio, prezzemolo.',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Peperoni in agrodolce', '290 g', 2.29, {
              ingredients: 'Peperoni, aceto di vino, zucchero, sale.',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Pomodori secchi sott’olio', '280 g', 3.29, {
              ingredients:
                'Pomodori secchi 60%, olio di semi di girasole, aceto di vino, capperi, origano, sale.',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Cipolline borettane in agrodolce', '290 g', 2.49, {
              ingredients: 'Cipolline borettane, aceto di vino, zucchero, sale.',
              allergens: ['anidride solforosa e solfiti'],
            }),
            l('Capperi sotto sale', '100 g', 1.99, { ingredients: 'Capperi, sale marino.' }),
          ],
        },
        {
          name: 'Brodi e zuppe pronte',
          sale: 'pezzo',
          vendors: ['campi-del-sole', 'sapori-di-casa', 'mercato'],
          nutrition: 'sugo',
          descr: 'Brodi e zuppe pronte per scaldare le giornate in pochi minuti.',
          storage:
            'Conservare in luogo fresco e asciutto. Dopo l’apertura conservare in frigorifero.',
          lines: [
            l('Dado vegetale', '10 cubetti', 1.29, {
              nutrition: 'sale',
              ingredients:
                'Sale, grasso vegetale di palma, estratto di lievito, verdure disidratate 6% (carota, cipolla, sedano), prezzemolo.',
              allergens: ['sedano'],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Brodo di carne granulare', '250 g', 2.49, {
              nutrition: 'sale',
              ingredients:
                'Sale, amido di mais, estratto di carne bovina 4%, grasso vegetale, cipolla, sedano.',
              allergens: ['sedano'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Brodo vegetale pronto', '1 l', 1.79, {
              nutrition: 'acqua',
              ingredients:
                'Acqua, carote, cipolle, sedano, porri, pomodori, sale, olio extravergine di oliva.',
              allergens: ['sedano'],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Vellutata di zucca', '500 ml', 2.49, {
              ingredients: 'Acqua, zucca 40%, patate, cipolle, olio extravergine di oliva, sale.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Passato di verdure', '500 ml', 2.29, {
              ingredients:
                'Acqua, patate, carote, zucchine, piselli, porri, sedano, olio extravergine di oliva, sale.',
              allergens: ['sedano'],
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Zuppa di pomodoro e basilico', '500 ml', 2.29, {
              ingredients:
                'Pomodoro 60%, acqua, cipolla, olio extravergine di oliva, basilico, sale.',
              features: ['vegano', 'senza-glutine', 'senza-lattosio'],
            }),
          ],
        },
      ],
    },
  ],
};

export const olioAcetoECondimenti: TopSpec = {
  name: 'Olio, aceto e condimenti',
  colour: '#7a8b1f',
  icon: 'droplets',
  description: 'Olio extravergine di oliva, oli di semi, aceti, sale, spezie e salse.',
  mids: [
    {
      name: 'Olio',
      leaves: [
        {
          name: 'Olio extravergine di oliva',
          sale: 'pezzo',
          vendors: ['frantoio-colle-verde', 'oleificio-sabino', 'mercato', 'mercato-selezione'],
          nutrition: 'olio',
          features: [...veg],
          ingredients: 'Olio extravergine di oliva.',
          descr:
            'Olio di categoria superiore ottenuto direttamente dalle olive e unicamente mediante procedimenti meccanici.',
          storage: 'Conservare al riparo dalla luce e da fonti di calore.',
          lines: [
            l('Olio extravergine di oliva 100% italiano', '1 l', 9.99),
            l('Olio extravergine di oliva 100% italiano', '750 ml', 7.99),
            l('Olio extravergine di oliva classico', '1 l', 7.49),
            l('Olio extravergine di oliva Umbria DOP', '500 ml', 8.99, {
              features: ['dop-igp', ...veg],
            }),
            l('Olio extravergine di oliva Terra di Bari DOP', '750 ml', 10.9, {
              features: ['dop-igp', ...veg],
            }),
            l('Olio extravergine di oliva biologico', '750 ml', 9.49, {
              features: ['bio', ...veg],
            }),
            l('Olio extravergine di oliva in latta', '3 l', 27.9),
          ],
        },
        {
          name: 'Oli di semi',
          sale: 'pezzo',
          vendors: ['oleificio-sabino', 'mercato'],
          nutrition: 'olio',
          features: [...veg],
          descr: 'Oli di semi leggeri, adatti alla frittura e ai condimenti delicati.',
          storage: 'Conservare al riparo dalla luce e da fonti di calore.',
          lines: [
            l('Olio di semi di girasole', '1 l', 2.49, {
              ingredients: 'Olio di semi di girasole.',
            }),
            l('Olio di semi di arachide', '1 l', 3.49, {
              ingredients: 'Olio di semi di arachide.',
              allergens: ['arachidi'],
            }),
            l('Olio di semi di mais', '1 l', 2.99, { ingredients: 'Olio di semi di mais.' }),
            l('Olio di oliva', '1 l', 6.49, {
              ingredients: 'Oli di oliva raffinati e oli di oliva vergini.',
            }),
          ],
        },
      ],
    },
    {
      name: 'Aceto e condimenti',
      leaves: [
        {
          name: 'Aceto',
          sale: 'pezzo',
          vendors: ['acetaia-estense', 'mercato', 'mercato-selezione'],
          nutrition: 'aceto',
          allergens: ['anidride solforosa e solfiti'],
          features: [...veg],
          descr: 'Aceti di qualità per insalate, marinature e riduzioni.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Aceto Balsamico di Modena IGP', '500 ml', 2.99, {
              ingredients: 'Mosto d’uva cotto, aceto di vino. Contiene solfiti.',
              features: ['dop-igp', ...veg],
            }),
            l('Aceto Balsamico di Modena IGP invecchiato', '250 ml', 6.99, {
              ingredients: 'Mosto d’uva cotto, aceto di vino. Contiene solfiti.',
              features: ['dop-igp', ...veg],
            }),
            l('Aceto di vino bianco', '1 l', 0.99, {
              ingredients: 'Aceto di vino bianco. Contiene solfiti.',
            }),
            l('Aceto di vino rosso', '1 l', 0.99, {
              ingredients: 'Aceto di vino rosso. Contiene solfiti.',
            }),
            l('Aceto di mele', '500 ml', 1.49, { ingredients: 'Aceto di mele.', allergens: [] }),
            l('Glassa di aceto balsamico', '250 ml', 2.99, {
              ingredients: 'Mosto d’uva cotto, Aceto Balsamico di Modena IGP 40%, amido di mais.',
            }),
          ],
        },
        {
          name: 'Sale, spezie e salse',
          sale: 'pezzo',
          vendors: ['saline-del-sud', 'mercato', 'campi-del-sole'],
          nutrition: 'spezie',
          features: [...veg],
          descr: 'Tutto ciò che serve per insaporire e condire i tuoi piatti.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Sale marino fino iodato', '1 kg', 0.69, {
              nutrition: 'sale',
              ingredients: 'Sale marino, iodato di potassio 0,004%.',
            }),
            l('Sale marino grosso', '1 kg', 0.49, {
              nutrition: 'sale',
              ingredients: 'Sale marino.',
            }),
            l('Sale marino integrale di Trapani IGP', '500 g', 1.49, {
              nutrition: 'sale',
              ingredients: 'Sale marino integrale.',
              features: ['dop-igp', ...veg],
            }),
            l('Pepe nero macinato', '50 g', 1.99, { ingredients: 'Pepe nero.' }),
            l('Origano siciliano', '20 g', 1.49, { ingredients: 'Origano.' }),
            l('Peperoncino macinato', '40 g', 1.39, { ingredients: 'Peperoncino.' }),
            l('Maionese classica', '250 ml', 1.79, {
              nutrition: 'maionese',
              ingredients:
                'Olio di semi di girasole 75%, tuorlo d’uovo, aceto di vino, sale, succo di limone, senape.',
              allergens: ['uova', 'senape', 'anidride solforosa e solfiti'],
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Ketchup', '390 g', 1.69, {
              nutrition: 'sugo',
              ingredients: 'Concentrato di pomodoro, aceto, zucchero, sale, aromi naturali.',
            }),
            l('Senape delicata', '200 g', 1.29, {
              nutrition: 'sugo',
              ingredients: 'Acqua, semi di senape, aceto, sale, spezie.',
              allergens: ['senape'],
            }),
          ],
        },
      ],
    },
  ],
};
