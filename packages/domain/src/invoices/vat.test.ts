import { describe, expect, it } from 'vitest';
import { spreadOverRates, vatRateOfProduct, vatSummary } from './vat';

describe('vatRateOfProduct', () => {
  it.each([
    ['frutta-e-verdura/frutta/agrumi', 'Terre di Sicilia Arance Tarocco di Sicilia IGP sfuse', 4],
    ['frutta-e-verdura/verdura/erbe-aromatiche', 'Campoverde Basilico in vaso', 5],
    ['frutta-e-verdura/verdura/erbe-aromatiche', 'Campoverde Rosmarino', 5],
    // Parsley is a vegetable; thyme a spice; mint is in no list of Tabella A.
    ['frutta-e-verdura/verdura/erbe-aromatiche', 'Campoverde Prezzemolo', 4],
    ['frutta-e-verdura/verdura/erbe-aromatiche', 'Campoverde Timo', 10],
    ['frutta-e-verdura/verdura/erbe-aromatiche', 'Campoverde Menta', 22],
    ['carne/bovino/macinato', 'Macinato di manzo scelto', 10],
    ['pesce/pesce-fresco/pesce-al-banco', 'Orata di allevamento', 10],
    ['salumi-e-formaggi/salumi/salumi-al-banco', 'Mortadella Bologna IGP', 10],
    ['salumi-e-formaggi/formaggi/formaggi-al-banco', 'Parmigiano Reggiano DOP 24 mesi', 4],
    [
      'salumi-e-formaggi/formaggi/mozzarelle-e-latticini-freschi',
      'Caseificio Vesuviano Mozzarella di Bufala Campana DOP 250 g',
      4,
    ],
    ['latte-burro-e-yogurt/latte/latte-fresco', 'Latteria Val Padana Latte fresco intero 1 l', 4],
    // UHT is a heat treatment of milk, not preserved (concentrated) milk.
    ['latte-burro-e-yogurt/latte/latte-a-lunga-conservazione', 'Latte UHT intero 1 l', 4],
    ['latte-burro-e-yogurt/latte/bevande-vegetali', 'Bevanda di avena 1 l', 22],
    ['latte-burro-e-yogurt/yogurt-e-dessert/yogurt', 'Yogurt bianco intero 2 x 125 g', 10],
    ['latte-burro-e-yogurt/burro-e-panna/burro-panna-e-margarina', 'Burro 250 g', 4],
    ['latte-burro-e-yogurt/burro-e-panna/burro-panna-e-margarina', 'Panna fresca da montare', 10],
    // Eggs: Tabella A parte III, not parte II.
    ['uova/uova-fresche/uova-di-gallina', 'Aia Dorata Uova fresche biologiche 6 pz', 10],
    ['pane-e-pasticceria/pane/pane-fresco', 'Forno Antico Pane casereccio', 4],
    ['pane-e-pasticceria/pane/grissini-crackers-e-fette-biscottate', 'Gallette di riso', 10],
    ['pane-e-pasticceria/basi-e-impasti/piadine-basi-pizza-e-impasti', 'Pasta sfoglia rotonda', 10],
    ['pasta-riso-e-cereali/pasta/pasta-di-semola', 'Pastificio Valle d’Oro Penne rigate 500 g', 4],
    ['pasta-riso-e-cereali/riso-e-cereali/riso', 'Riseria Lomellina Riso Carnaroli 1 kg', 4],
    [
      'pasta-riso-e-cereali/preparati-pronti/risotti-polenta-e-pure',
      'Risotto ai funghi porcini',
      10,
    ],
    ['conserve-e-sughi/pomodoro-e-sughi/passate-e-polpe-di-pomodoro', 'Passata di pomodoro', 10],
    ['olio-aceto-e-condimenti/olio/olio-extravergine-di-oliva', 'Olio extravergine di oliva', 4],
    ['olio-aceto-e-condimenti/aceto-e-condimenti/sale-spezie-e-salse', 'Origano siciliano', 5],
    ['olio-aceto-e-condimenti/aceto-e-condimenti/sale-spezie-e-salse', 'Pepe nero macinato', 10],
    ['colazione-e-dolci/colazione/biscotti', 'Frollini al burro', 10],
    ['caffe-te-e-tisane/caffe/caffe-macinato-e-in-grani', 'Caffè macinato 100% arabica', 22],
    ['caffe-te-e-tisane/caffe/orzo-e-solubili', 'Orzo solubile', 10],
    ['caffe-te-e-tisane/te-e-tisane/te-e-infusi', 'Tè verde', 22],
    ['caffe-te-e-tisane/te-e-tisane/te-e-infusi', 'Tisana digestiva', 10],
    ['surgelati/verdure-e-pesce-surgelati/verdure-surgelate', 'Ortofreddo Spinaci in foglia', 4],
    ['surgelati/verdure-e-pesce-surgelati/verdure-surgelate', 'Patate fritte classiche', 10],
    ['surgelati/gelati/gelati-e-dessert-surgelati', 'Gelato alla crema', 10],
    ['bevande/acqua/acqua-minerale', 'Fonte Alpina Acqua minerale naturale 6 x 1,5 l', 22],
    ['vini-birre-e-liquori/vini/vini-rossi', 'Cantina dei Colli Chianti Classico DOCG 75 cl', 22],
    ['snack-e-aperitivi/snack-salati/frutta-secca-e-olive', 'Noci sgusciate', 4],
    ['snack-e-aperitivi/snack-salati/frutta-secca-e-olive', 'Arachidi tostate salate', 10],
    ['gastronomia/pasta-fresca-e-piatti-pronti/pasta-fresca-ripiena', 'Tortellini di Bologna', 4],
    ['prodotti-per-l-infanzia/igiene-del-bambino/pannolini-e-salviette', 'Pannolini taglia 4', 10],
    ['prodotti-per-l-infanzia/igiene-del-bambino/pannolini-e-salviette', 'Salviette all’acqua', 22],
    ['cura-della-persona/viso-e-benessere/assorbenti-e-igiene-intima', 'Tamponi normal', 10],
    ['cura-della-casa/bucato/detersivi-per-bucato', 'Detersivo in polvere lavatrice', 22],
    ['animali/cani-e-gatti/alimenti-per-cani', 'Crocchette per cani adulti al pollo', 22],
    ['shopper-e-imballaggi/sacchetti/shopper', 'Shopper compostabile', 22],
    // A category no rule knows: the ordinary rate.
    ['non-esiste', 'Qualcosa', 22],
  ] as const)('%s, %s → %i %%', (categorySlug, name, rate) => {
    expect(vatRateOfProduct({ categorySlug, name })).toBe(rate);
  });

  it('does not read a department’s slug as the start of another’s', () => {
    // 'pesce' covers 'pesce/…', not a department whose slug begins with the same letters.
    expect(vatRateOfProduct({ categorySlug: 'pescenon', name: 'x' })).toBe(22);
  });
});

describe('spreadOverRates', () => {
  it('splits an amount in proportion to each rate’s gross, the last rate taking the rounding', () => {
    expect(
      spreadOverRates(100, [
        { grossCents: 1000, rate: 4 },
        { grossCents: 1000, rate: 10 },
        { grossCents: 1000, rate: 22 },
      ]),
    ).toEqual([
      { rate: 4, amountCents: 33 },
      { rate: 10, amountCents: 33 },
      { rate: 22, amountCents: 34 },
    ]);
  });

  it('leaves out a rate whose share rounds to nothing', () => {
    expect(
      spreadOverRates(2, [
        { grossCents: 10, rate: 4 },
        { grossCents: 1000, rate: 22 },
      ]),
    ).toEqual([{ rate: 22, amountCents: 2 }]);
  });

  it('spreads nothing when there is nothing to spread or nothing to spread over', () => {
    expect(spreadOverRates(0, [{ grossCents: 100, rate: 4 }])).toEqual([]);
    expect(spreadOverRates(50, [])).toEqual([]);
  });
});

describe('vatSummary', () => {
  it('splits each rate’s gross into taxable and tax that add up to the cent', () => {
    expect(
      vatSummary([
        { grossCents: 104, rate: 4 },
        { grossCents: 110, rate: 10 },
        { grossCents: 122, rate: 22 },
        { grossCents: 208, rate: 4 },
      ]),
    ).toEqual([
      { rate: 4, taxableCents: 300, taxCents: 12, grossCents: 312 },
      { rate: 10, taxableCents: 100, taxCents: 10, grossCents: 110 },
      { rate: 22, taxableCents: 100, taxCents: 22, grossCents: 122 },
    ]);
  });

  it('rounds the taxable half up and leaves the rest to the tax', () => {
    // 0,99 € at 22 %: 81,147… → 81 cents taxable, 18 cents tax.
    expect(vatSummary([{ grossCents: 99, rate: 22 }])).toEqual([
      { rate: 22, taxableCents: 81, taxCents: 18, grossCents: 99 },
    ]);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => vatSummary([{ grossCents: 1.5, rate: 4 }])).toThrow();
  });
});
