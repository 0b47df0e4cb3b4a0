import { l, type TopSpec } from '../types';

const dry = 'Conservare in luogo fresco e asciutto.';

export const infanzia: TopSpec = {
  name: 'Prodotti per l’infanzia',
  colour: '#e5739a',
  icon: 'baby',
  description: 'Alimentazione per la prima infanzia, pannolini e igiene del bambino.',
  mids: [
    {
      name: 'Alimentazione',
      leaves: [
        {
          name: 'Latte e pappe',
          sale: 'pezzo',
          vendors: ['piccoli-passi', 'babynatura', 'mercato'],
          nutrition: 'pappa',
          descr: 'Alimenti per la prima infanzia formulati secondo le norme europee.',
          storage: dry,
          lines: [
            l('Latte di crescita liquido da 12 mesi', '500 ml', 1.79, {
              nutrition: 'latte-infanzia',
              classes: ['latte-infanzia'],
              ingredients: 'Latte scremato, lattosio, oli vegetali, vitamine e sali minerali.',
              allergens: ['latte'],
            }),
            l('Latte di proseguimento in polvere da 6 mesi', '800 g', 19.9, {
              nutrition: 'latte-infanzia',
              classes: ['latte-infanzia'],
              ingredients:
                'Latte scremato, lattosio, oli vegetali, siero di latte, vitamine e sali minerali.',
              allergens: ['latte', 'soia'],
            }),
            l('Omogeneizzato di mela', '2 x 80 g', 1.29, {
              ingredients: 'Mela 98%, vitamina C.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Omogeneizzato di pera', '2 x 80 g', 1.29, {
              ingredients: 'Pera 98%, vitamina C.',
              features: ['senza-glutine', 'vegano', 'senza-lattosio'],
            }),
            l('Omogeneizzato di manzo', '2 x 80 g', 2.29, {
              nutrition: 'omogeneizzato',
              ingredients: 'Carne di manzo 40%, acqua, amido di mais, olio di semi di girasole.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Crema di riso', '250 g', 2.49, {
              nutrition: 'cereali',
              ingredients: 'Farina di riso, vitamine B1, B2, B6.',
              features: ['senza-glutine', 'senza-lattosio'],
            }),
            l('Pastina stelline', '320 g', 1.49, {
              nutrition: 'pasta',
              ingredients: 'Semola di grano duro.',
              allergens: ['glutine'],
            }),
            l('Biscotto per la prima infanzia', '360 g', 2.99, {
              nutrition: 'biscotto-infanzia',
              ingredients:
                'Farina di frumento, zucchero, olio di girasole, latte scremato in polvere, vitamine e sali minerali.',
              allergens: ['glutine', 'latte'],
            }),
          ],
        },
      ],
    },
    {
      name: 'Igiene del bambino',
      leaves: [
        {
          name: 'Pannolini e salviette',
          sale: 'pezzo',
          vendors: ['piccoli-passi', 'babynatura', 'mercato'],
          descr: 'Pannolini traspiranti e salviette delicate per la pelle dei più piccoli.',
          storage: dry,
          lines: [
            l('Pannolini taglia 3 midi 4-9 kg', '32 pz', 8.99),
            l('Pannolini taglia 4 maxi 7-18 kg', '28 pz', 8.99),
            l('Pannolini taglia 5 junior 11-25 kg', '24 pz', 8.99),
            l('Mutandine taglia 5 junior', '20 pz', 9.49),
            l('Salviette detergenti delicate', '72 pz', 1.99),
            l('Salviette all’acqua', '3 x 60 pz', 4.49),
            l('Pasta protettiva all’ossido di zinco', '100 ml', 5.99),
            l('Bagnetto delicato senza lacrime', '500 ml', 3.99),
          ],
        },
      ],
    },
  ],
};

export const curaDellaPersona: TopSpec = {
  name: 'Cura della persona',
  colour: '#8e44ad',
  icon: 'bath',
  description: 'Igiene personale, cura dei capelli, igiene orale e rasatura.',
  mids: [
    {
      name: 'Corpo e capelli',
      leaves: [
        {
          name: 'Bagnoschiuma e saponi',
          sale: 'pezzo',
          vendors: ['natura-viva', 'biancopuro', 'mercato'],
          descr: 'Detergenti delicati per la pelle, dermatologicamente testati.',
          storage: dry,
          lines: [
            l('Bagnoschiuma idratante al latte di mandorla', '750 ml', 2.49),
            l('Doccia gel energizzante agli agrumi', '250 ml', 1.79),
            l('Doccia schiuma talco', '250 ml', 1.69),
            l('Sapone liquido mani all’aloe vera', '300 ml', 1.49),
            l('Ricarica sapone liquido mani', '1 l', 2.99),
            l('Saponette alla glicerina', '4 x 100 g', 2.29),
            l('Detergente intimo delicato', '250 ml', 2.49),
            l('Bagnoschiuma al muschio bianco', '750 ml', 2.49),
            l('Sapone di Marsiglia in pezzo', '250 g', 1.49),
          ],
        },
        {
          name: 'Shampoo e balsamo',
          sale: 'pezzo',
          vendors: ['natura-viva', 'dermasol', 'mercato'],
          descr: 'Prodotti per la cura quotidiana dei capelli, per ogni tipo di capello.',
          storage: dry,
          lines: [
            l('Shampoo capelli normali', '250 ml', 1.99),
            l('Shampoo antiforfora', '250 ml', 3.49),
            l('Shampoo lavaggi frequenti', '400 ml', 2.49),
            l('Balsamo nutriente', '200 ml', 2.29),
            l('Maschera capelli riparatrice', '200 ml', 3.99),
            l('Lacca tenuta forte', '300 ml', 2.99),
            l('Shampoo delicato per bambini', '300 ml', 2.79),
            l('Balsamo districante', '200 ml', 2.29),
          ],
        },
      ],
    },
    {
      name: 'Igiene quotidiana',
      leaves: [
        {
          name: 'Igiene orale',
          sale: 'pezzo',
          vendors: ['biancopuro', 'dermasol', 'mercato'],
          descr: 'Dentifrici, spazzolini e collutori per un sorriso sano.',
          storage: dry,
          lines: [
            l('Dentifricio protezione carie al fluoro', '75 ml', 1.49),
            l('Dentifricio sbiancante', '75 ml', 2.29),
            l('Dentifricio denti sensibili', '75 ml', 2.99),
            l('Spazzolino setole medie', '2 pz', 1.99),
            l('Collutorio alla menta senza alcol', '500 ml', 2.99),
            l('Filo interdentale cerato', '50 m', 1.99),
            l('Dentifricio alle erbe', '75 ml', 1.79),
            l('Spazzolino setole morbide', '2 pz', 1.99),
          ],
        },
        {
          name: 'Deodoranti e rasatura',
          sale: 'pezzo',
          vendors: ['dermasol', 'natura-viva', 'mercato'],
          descr: 'Protezione e freschezza per tutto il giorno.',
          storage: 'Conservare lontano da fonti di calore.',
          lines: [
            l('Deodorante spray senza alcol', '150 ml', 2.49),
            l('Deodorante roll-on', '50 ml', 1.99),
            l('Schiuma da barba pelli sensibili', '300 ml', 1.99),
            l('Rasoi usa e getta a tre lame', '4 pz', 3.49),
            l('Dopobarba lenitivo', '100 ml', 3.99),
          ],
        },
        {
          name: 'Carta igienica e fazzoletti',
          sale: 'pezzo',
          vendors: ['biancopuro', 'mercato', 'casa-splendida'],
          descr: 'Carta morbida e resistente in pura cellulosa.',
          storage: dry,
          lines: [
            l('Carta igienica tre veli', '10 rotoli', 4.49),
            l('Carta igienica due veli', '4 rotoli', 1.69),
            l('Fazzoletti di carta quattro veli', '10 x 9 pz', 1.49),
            l('Fazzoletti in scatola', '100 pz', 1.39),
            l('Dischetti struccanti in cotone', '80 pz', 1.29),
            l('Cotton fioc', '200 pz', 1.19),
          ],
        },
      ],
    },
    {
      name: 'Viso e benessere',
      leaves: [
        {
          name: 'Cura del viso e del corpo',
          sale: 'pezzo',
          vendors: ['dermasol', 'natura-viva', 'mercato'],
          descr: 'Creme e detergenti delicati, dermatologicamente testati.',
          storage: 'Conservare lontano da fonti di calore.',
          lines: [
            l('Crema viso idratante', '50 ml', 5.99),
            l('Acqua micellare struccante', '400 ml', 3.99),
            l('Latte detergente viso', '200 ml', 2.99),
            l('Crema mani nutriente', '75 ml', 2.49),
            l('Crema corpo idratante', '400 ml', 4.49),
            l('Crema solare SPF 30', '200 ml', 9.99),
            l('Doposole lenitivo all’aloe', '200 ml', 6.49),
          ],
        },
        {
          name: 'Assorbenti e igiene intima',
          sale: 'pezzo',
          vendors: ['biancopuro', 'natura-viva', 'mercato'],
          descr: 'Protezione discreta e confortevole, con superficie morbida e traspirante.',
          storage: 'Conservare in luogo fresco e asciutto.',
          lines: [
            l('Assorbenti ultra con ali', '14 pz', 2.49),
            l('Assorbenti notte con ali', '10 pz', 2.49),
            l('Proteggislip', '30 pz', 1.99),
            l('Tamponi normal', '16 pz', 2.79),
            l('Assorbenti in cotone biologico', '12 pz', 3.49),
          ],
        },
      ],
    },
  ],
};
