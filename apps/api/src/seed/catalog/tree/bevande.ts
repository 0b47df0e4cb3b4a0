import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto, al riparo dalla luce del sole.';
const veg = ['vegano', 'senza-glutine', 'senza-lattosio'] as const;
const wineIngredients = 'Uve. Contiene solfiti.';

export const bevande: TopSpec = {
  name: 'Bevande',
  colour: '#0f8a8a',
  icon: 'cup-soda',
  description: 'Acqua minerale, bibite, succhi di frutta, tè freddi e sciroppi.',
  mids: [
    {
      name: 'Acqua',
      leaves: [
        {
          name: 'Acqua minerale',
          sale: 'pezzo',
          vendors: ['fonte-alpina', 'sorgente-valverde', 'mercato'],
          nutrition: 'acqua',
          features: [...veg],
          ingredients: 'Acqua minerale naturale.',
          descr: 'Acqua minerale oligominerale che sgorga da sorgenti di montagna.',
          storage: dry,
          lines: [
            l('Acqua minerale naturale', '6 x 1,5 l', 1.99),
            l('Acqua minerale frizzante', '6 x 1,5 l', 1.99, {
              ingredients: 'Acqua minerale, anidride carbonica.',
            }),
            l('Acqua minerale leggermente frizzante', '6 x 1,5 l', 2.09, {
              ingredients: 'Acqua minerale, anidride carbonica.',
            }),
            l('Acqua minerale naturale', '1,5 l', 0.39, { qtyMult: 6 }),
            l('Acqua minerale naturale', '6 x 0,5 l', 1.49),
            l('Acqua minerale naturale in vetro', '1 l', 0.89),
          ],
        },
      ],
    },
    {
      name: 'Bibite e succhi',
      leaves: [
        {
          name: 'Bibite gassate',
          sale: 'pezzo',
          vendors: ['bibite-gardesane', 'mercato', 'sorgente-valverde'],
          nutrition: 'bibita',
          features: [...veg],
          descr: 'Bibite frizzanti preparate con acqua di sorgente e succhi di frutta.',
          storage: dry,
          lines: [
            l('Cola', '1,5 l', 1.29, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, colorante: caramello E150d, acidificante: acido fosforico, aromi naturali, caffeina.',
            }),
            l('Cola zero zuccheri', '1,5 l', 1.29, {
              nutrition: 'bibita-zero',
              ingredients:
                'Acqua, anidride carbonica, colorante: caramello E150d, edulcoranti: aspartame, acesulfame K, acidificante: acido fosforico, aromi naturali.',
            }),
            l('Aranciata con succo di arance di Sicilia', '1,5 l', 1.39, {
              ingredients:
                'Acqua, zucchero, succo di arancia 20%, anidride carbonica, acidificante: acido citrico, aromi naturali.',
            }),
            l('Limonata', '1,5 l', 1.39, {
              ingredients:
                'Acqua, zucchero, succo di limone 12%, anidride carbonica, aromi naturali.',
            }),
            l('Chinotto', '1 l', 1.49, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, infuso di chinotto, colorante: caramello.',
            }),
            l('Gassosa', '1 l', 0.99, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, acidificante: acido citrico, aromi naturali di limone.',
            }),
            l('Aranciata amara', '6 x 330 ml', 3.49, {
              ingredients:
                'Acqua, zucchero, succo di arancia 12%, anidride carbonica, infuso di scorze d’arancia amara.',
            }),
            l('Tonica', '4 x 200 ml', 2.29, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, acidificante: acido citrico, aroma naturale di chinino.',
            }),
            l('Aranciata zero zuccheri', '1,5 l', 1.39, {
              nutrition: 'bibita-zero',
              ingredients:
                'Acqua, succo di arancia 12%, anidride carbonica, acidificante: acido citrico, edulcorante: sucralosio, aromi.',
            }),
            l('Cola', '6 x 330 ml', 3.49, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, colorante: caramello E150d, acidificante: acido fosforico, aromi naturali, caffeina.',
            }),
          ],
        },
        {
          name: 'Succhi e tè freddi',
          sale: 'pezzo',
          vendors: ['succhi-di-romagna', 'mercato', 'bibite-gardesane'],
          nutrition: 'succo',
          features: [...veg],
          descr: 'Succhi e nettari di frutta italiana, senza conservanti.',
          storage: 'Dopo l’apertura conservare in frigorifero e consumare entro tre giorni.',
          lines: [
            l('Succo di arancia 100%', '1 l', 1.99, { ingredients: 'Succo di arancia.' }),
            l('Nettare di pesca', '1 l', 1.49, {
              ingredients: 'Purea di pesca 50%, acqua, zucchero, acido ascorbico.',
            }),
            l('Nettare di albicocca', '1 l', 1.49, {
              ingredients: 'Purea di albicocca 50%, acqua, zucchero.',
            }),
            l('Succo di mela limpido 100%', '1 l', 1.69, { ingredients: 'Succo di mela.' }),
            l('Succo ACE', '1 l', 1.39, {
              ingredients:
                'Acqua, succo di arancia, succo di carota, succo di limone, zucchero, vitamine A, C, E.',
            }),
            l('Succhi di frutta assortiti in brick', '3 x 200 ml', 1.29, {
              ingredients: 'Purea di frutta 50%, acqua, zucchero.',
            }),
            l('Tè freddo al limone', '1,5 l', 1.29, {
              nutrition: 'te',
              ingredients:
                'Acqua, zucchero, succo di limone 3%, estratto di tè 0,15%, acidificante: acido citrico, aromi.',
            }),
            l('Tè freddo alla pesca', '1,5 l', 1.29, {
              nutrition: 'te',
              ingredients:
                'Acqua, zucchero, succo di pesca 3%, estratto di tè 0,15%, acidificante: acido citrico, aromi.',
            }),
          ],
        },
      ],
    },
    {
      name: 'Sciroppi e bevande sportive',
      leaves: [
        {
          name: 'Sciroppi, energetiche e isotoniche',
          sale: 'pezzo',
          vendors: ['bibite-gardesane', 'succhi-di-romagna', 'mercato'],
          nutrition: 'bibita',
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Sciroppi da diluire e bevande per lo sport e le giornate intense.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Sciroppo di menta', '1 l', 2.99, {
              ingredients: 'Zucchero, acqua, aroma naturale di menta, colorante: E133.',
            }),
            l('Sciroppo di amarena', '1 l', 2.99, {
              ingredients:
                'Zucchero, acqua, succo di amarena 10%, acidificante: acido citrico, aromi.',
            }),
            l('Sciroppo di orzata', '1 l', 2.99, {
              ingredients: 'Zucchero, acqua, latte di mandorla 5%, aromi naturali.',
              allergens: ['frutta a guscio'],
            }),
            l('Bevanda isotonica al limone', '500 ml', 1.19, {
              ingredients:
                'Acqua, zucchero, destrosio, succo di limone 1%, sali minerali (sodio, potassio, magnesio), aromi.',
            }),
            l('Bevanda isotonica all’arancia rossa', '500 ml', 1.19, {
              ingredients:
                'Acqua, zucchero, destrosio, succo di arancia rossa 1%, sali minerali, aromi.',
            }),
            l('Bevanda energetica', '4 x 250 ml', 3.99, {
              ingredients:
                'Acqua, zucchero, anidride carbonica, acidificante: acido citrico, taurina 0,4%, caffeina 0,03%, vitamine.',
            }),
            l('Acqua tonica al limone zero zuccheri', '1 l', 1.29, {
              nutrition: 'bibita-zero',
              ingredients:
                'Acqua, anidride carbonica, acidificante: acido citrico, aromi naturali, edulcorante: sucralosio, chinino.',
            }),
          ],
        },
      ],
    },
  ],
};

export const viniBirreELiquori: TopSpec = {
  name: 'Vini, birre e liquori',
  colour: '#7b1f3a',
  icon: 'wine',
  description: 'Vini italiani, spumanti, birre e distillati. Vendita riservata ai maggiorenni.',
  mids: [
    {
      name: 'Vini',
      leaves: [
        {
          name: 'Vini rossi',
          sale: 'pezzo',
          vendors: ['tenuta-san-martino', 'cantina-dei-colli', 'mercato-selezione'],
          classes: ['alcolici'],
          allergens: ['anidride solforosa e solfiti'],
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: wineIngredients,
          descr: 'Vino rosso italiano, da servire a 16–18 °C con primi saporiti e carni.',
          storage: 'Conservare in luogo fresco, al buio, con la bottiglia coricata.',
          lines: [
            l('Chianti Classico DOCG', '750 ml', 9.9, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Montepulciano d’Abruzzo DOC', '750 ml', 5.49, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Sangiovese di Romagna DOC', '750 ml', 5.99, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Lambrusco Grasparossa di Castelvetro DOC', '750 ml', 4.99, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Barbera d’Asti DOCG', '750 ml', 7.49, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Nero d’Avola Sicilia DOC', '750 ml', 6.49, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Primitivo di Manduria DOC', '750 ml', 8.99, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Brunello di Montalcino DOCG', '750 ml', 34.9, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Valpolicella Ripasso DOC', '750 ml', 11.9, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Cannonau di Sardegna DOC', '750 ml', 8.49, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
            l('Aglianico del Vulture DOC', '750 ml', 9.49, {
              features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
            }),
          ],
        },
        {
          name: 'Vini bianchi e rosati',
          sale: 'pezzo',
          vendors: ['cantine-orsolini', 'cantina-dei-colli', 'mercato'],
          classes: ['alcolici'],
          allergens: ['anidride solforosa e solfiti'],
          features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: wineIngredients,
          descr: 'Vino fresco e profumato, da servire a 8–10 °C con antipasti e pesce.',
          storage: 'Conservare in luogo fresco, al buio, con la bottiglia coricata.',
          lines: [
            l('Pinot Grigio delle Venezie DOC', '750 ml', 5.99),
            l('Vermentino di Sardegna DOC', '750 ml', 7.49),
            l('Verdicchio dei Castelli di Jesi DOC', '750 ml', 6.49),
            l('Soave Classico DOC', '750 ml', 5.49),
            l('Falanghina del Sannio DOC', '750 ml', 6.99),
            l('Pignoletto Colli Bolognesi DOC', '750 ml', 5.99),
            l('Chiaretto di Bardolino DOC', '750 ml', 6.49),
            l('Gewürztraminer Alto Adige DOC', '750 ml', 10.9),
            l('Greco di Tufo DOCG', '750 ml', 9.99),
            l('Trebbiano d’Abruzzo DOC', '750 ml', 4.99),
          ],
        },
        {
          name: 'Spumanti',
          sale: 'pezzo',
          vendors: ['cantine-orsolini', 'mercato-selezione', 'cantina-dei-colli'],
          classes: ['alcolici'],
          allergens: ['anidride solforosa e solfiti'],
          features: ['dop-igp', 'vegano', 'senza-glutine', 'senza-lattosio'],
          ingredients: wineIngredients,
          descr: 'Bollicine italiane per l’aperitivo e le occasioni speciali, da servire a 6–8 °C.',
          storage: 'Conservare in luogo fresco, al buio.',
          lines: [
            l('Prosecco DOC extra dry', '750 ml', 6.99),
            l('Prosecco Superiore di Valdobbiadene DOCG brut', '750 ml', 9.99),
            l('Franciacorta DOCG brut', '750 ml', 19.9),
            l('Trento DOC brut', '750 ml', 17.9),
            l('Asti DOCG spumante dolce', '750 ml', 5.99),
          ],
        },
      ],
    },
    {
      name: 'Birre e liquori',
      leaves: [
        {
          name: 'Birre',
          sale: 'pezzo',
          vendors: ['birrificio-del-lago', 'mercato', 'mercato-selezione'],
          nutrition: 'birra',
          classes: ['alcolici'],
          allergens: ['glutine'],
          features: ['vegano', 'senza-lattosio'],
          ingredients: 'Acqua, malto d’orzo, luppolo.',
          descr: 'Birre italiane prodotte con malto d’orzo e luppoli selezionati.',
          storage: 'Conservare in luogo fresco e al riparo dalla luce.',
          lines: [
            l('Birra lager', '66 cl', 1.19),
            l('Birra lager', '6 x 33 cl', 3.99),
            l('Birra doppio malto', '66 cl', 1.79),
            l('Birra artigianale IPA', '33 cl', 2.99),
            l('Birra artigianale bianca', '33 cl', 2.79, {
              ingredients: 'Acqua, malto d’orzo, frumento, luppolo, coriandolo, scorza d’arancia.',
            }),
            l('Birra rossa', '50 cl', 1.99),
            l('Birra analcolica', '4 x 33 cl', 3.29),
            l('Birra senza glutine', '33 cl', 1.69, {
              ingredients: 'Acqua, malto d’orzo deglutinato, luppolo.',
              allergens: [],
              features: ['vegano', 'senza-lattosio', 'senza-glutine'],
            }),
          ],
        },
        {
          name: 'Liquori e distillati',
          sale: 'pezzo',
          vendors: ['distilleria-alpina', 'mercato', 'cantina-dei-colli'],
          classes: ['alcolici'],
          features: ['vegano', 'senza-glutine', 'senza-lattosio'],
          descr: 'Distillati e liquori della tradizione italiana, da gustare con moderazione.',
          storage: 'Conservare in posizione verticale, lontano da fonti di calore.',
          lines: [
            l('Grappa bianca', '70 cl', 12.9, { ingredients: 'Distillato di vinacce.' }),
            l('Grappa barricata', '70 cl', 18.9, {
              ingredients: 'Distillato di vinacce invecchiato in botti di rovere.',
            }),
            l('Limoncello', '50 cl', 8.99, {
              ingredients: 'Alcol, zucchero, acqua, infuso di scorze di limone 10%.',
            }),
            l('Amaro alle erbe', '70 cl', 13.9, {
              ingredients: 'Alcol, zucchero, acqua, infuso di erbe e radici, caramello.',
            }),
            l('Bitter da aperitivo', '70 cl', 11.9, {
              ingredients:
                'Alcol, zucchero, acqua, infuso di erbe amare e scorze di agrumi, colorante: E120.',
            }),
            l('Vermut rosso', '1 l', 7.99, {
              ingredients: 'Vino, zucchero, alcol, erbe aromatiche, caramello. Contiene solfiti.',
              allergens: ['anidride solforosa e solfiti'],
            }),
          ],
        },
      ],
    },
  ],
};
