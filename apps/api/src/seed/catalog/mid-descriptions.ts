import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

/**
 * What each department's shelf holds, as a shopper reads it under the
 * category's title (issue 14: the generated "X: la nostra selezione del
 * reparto Y." said nothing). Season, origin, how loose goods are weighed.
 */
export const MID_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Frutta:
    'Frutta di stagione, in gran parte italiana: mele e pere del Trentino e dell’Emilia, agrumi di Sicilia in inverno, frutti di bosco d’estate. Lo sfuso si pesa in negozio e paghi il peso reale.',
  Verdura:
    'Ortaggi e insalate raccolti ogni giorno da aziende agricole vicine, secondo la stagione. Sfusi o in vaschetta: per lo sfuso paghi solo quello che pesiamo per te.',
  'Pronti da cuocere':
    'Verdure già lavate e tagliate, minestroni e contorni da cuocere in pochi minuti: la comodità senza rinunciare al fresco.',
  Acqua:
    'Acqua naturale, frizzante e leggermente frizzante, in bottiglia o in confezioni da sei: le fonti italiane più conosciute e le marche del territorio.',
  'Bibite e succhi':
    'Bibite gassate, tè freddi e succhi di frutta, anche senza zuccheri aggiunti, in lattina, bottiglia e brick.',
  'Sciroppi e bevande sportive':
    'Sciroppi da diluire, integratori salini e bevande per chi fa sport.',
  Vini: 'Rossi, bianchi, rosati e bollicine delle regioni italiane, dal vino di tutti i giorni alle DOC e DOCG. La vendita di alcolici è riservata ai maggiorenni.',
  'Birre e liquori':
    'Birre italiane e straniere, artigianali e in fusto, amari, grappe e liquori per il dopo cena. Riservati ai maggiorenni.',
  Bovino:
    'Tagli di manzo e vitello di allevamenti italiani, preparati ogni mattina dal nostro banco macelleria: bistecche, fettine, spezzatino e macinato.',
  Suino: 'Braciole, salsicce, costine e arista di suino nato e allevato in Italia.',
  'Pollo e tacchino':
    'Pollo e tacchino italiani, interi, a pezzi o a fettine: carni bianche leggere e veloci da cucinare.',
  'Preparati di carne':
    'Hamburger, spiedini, polpette e arrosti già pronti da cuocere, preparati dal nostro banco.',
  Bucato: 'Detersivi per lavatrice e a mano, ammorbidenti, smacchiatori e additivi per il bucato.',
  'Pulizia della casa':
    'Detergenti per pavimenti, bagno e cucina, detersivi per i piatti e la lavastoviglie, panni e spugne.',
  'Ambiente e casalinghi':
    'Carta casa, sacchi per i rifiuti, pellicole, alluminio e tutto per la tavola e la dispensa.',
  'Cani e gatti': 'Cibo secco e umido per cani e gatti di ogni età, snack e lettiere.',
  'Accessori e altri animali': 'Accessori, giochi e alimenti per uccelli, pesci e piccoli animali.',
  Biologico:
    'Prodotti da agricoltura biologica certificata: frutta, verdura, dispensa e latticini con il marchio bio europeo.',
  'Alimentazione vegetale':
    'Bevande vegetali, tofu, seitan e alternative alla carne e ai latticini per chi segue un’alimentazione vegetale.',
  'Senza glutine': 'Pasta, pane, biscotti e farine senza glutine, adatti a chi è celiaco.',
  Sacchetti:
    'Le borse in cui prepariamo la tua spesa: compostabili, riutilizzabili o termiche, da scegliere alla cassa.',
  Colazione: 'Biscotti, fette biscottate, cereali, merendine e tutto per iniziare la giornata.',
  'Dolci da spalmare e cioccolato':
    'Creme spalmabili, marmellate, miele e tavolette di cioccolato, anche fondente e al latte di produzione italiana.',
  'Dolci delle feste':
    'Panettoni, pandori, colombe e torroni: li trovi nel periodo delle feste, finché durano le scorte.',
  'Per preparare i dolci':
    'Farine, zucchero, lievito, preparati per torte e decorazioni per i tuoi dolci fatti in casa.',
  Caffè:
    'Caffè macinato, in grani, in capsule e cialde, per moka, espresso e macchinette compatibili.',
  'Tè e tisane': 'Tè neri e verdi, infusi, tisane e camomilla in filtri e sfusi.',
  'Pomodoro e sughi':
    'Passate, polpe e pelati di pomodoro italiano, sughi pronti e pesto per condire la pasta in pochi minuti.',
  Conserve: 'Legumi, tonno, verdure e frutta in scatola e in vetro: la dispensa sempre pronta.',
  'Sottoli, brodi e zuppe': 'Sottoli e sottaceti, dadi e brodi, zuppe e vellutate pronte.',
  Olio: 'Olio extravergine d’oliva italiano e DOP, olio di semi per friggere e condire.',
  'Aceto e condimenti':
    'Aceto di vino e balsamico di Modena, sale, spezie, maionese, ketchup e salse.',
  Alimentazione:
    'Latte in polvere, omogeneizzati, pappe e biscotti per i più piccoli, secondo l’età.',
  'Igiene del bambino':
    'Pannolini di ogni taglia, salviette, creme e detergenti delicati per il bambino.',
  'Corpo e capelli': 'Bagnoschiuma, shampoo, balsami e deodoranti per tutta la famiglia.',
  'Igiene quotidiana':
    'Dentifrici, spazzolini, carta igienica, fazzoletti e prodotti per l’igiene intima.',
  'Viso e benessere':
    'Creme per il viso, prodotti per la rasatura, cerotti e piccoli rimedi di tutti i giorni.',
  Latte:
    'Latte fresco alta qualità e a lunga conservazione, intero, parzialmente scremato e senza lattosio, da stalle italiane.',
  'Yogurt e dessert':
    'Yogurt bianchi, alla frutta e greci, budini e dessert al cucchiaio dal banco frigo.',
  'Burro e panna': 'Burro, panna fresca e da cucina, mascarpone e ricotta.',
  'Uova fresche':
    'Uova fresche di galline allevate a terra, all’aperto o biologiche, in confezioni da quattro a dieci.',
  Pane: 'Pane fresco sfornato ogni mattina, pane in cassetta, grissini, crackers e piadine.',
  Pasticceria:
    'Torte, crostate, cornetti e pasticcini del nostro laboratorio e delle pasticcerie del territorio.',
  'Basi e impasti': 'Pasta sfoglia, frolla, pasta per pizza e basi pronte da stendere.',
  Pasta:
    'Pasta di semola di grano duro italiano, lunga, corta e integrale, pasta all’uovo e formati regionali.',
  'Riso e cereali':
    'Riso per risotti e per contorni, farro, orzo, cous cous, quinoa e legumi secchi.',
  'Preparati pronti': 'Risotti, zuppe e piatti pronti da preparare in pochi minuti.',
  'Pesce fresco':
    'Pesce fresco del giorno dai mercati ittici dell’Adriatico e del Tirreno: intero, a filetti o pulito dal nostro banco, secondo la pesca.',
  'Pesce confezionato':
    'Salmone affumicato, filetti, gamberi e molluschi in vaschetta, pronti da cucinare.',
  'Sushi e poke':
    'Sushi e poke preparati ogni giorno, da tenere in frigo e gustare entro la data indicata.',
  Salumi:
    'Prosciutto crudo e cotto, mortadella, salame e bresaola, affettati al momento dal banco o già in vaschetta. Al banco paghi il peso esatto.',
  Formaggi:
    'Parmigiano Reggiano, Grana Padano, mozzarella, stracchino e i formaggi DOP delle regioni italiane, a peso o confezionati.',
  'Würstel e salumi cotti': 'Würstel, cotechini, zamponi e salumi cotti pronti da scaldare.',
  'Snack salati': 'Patatine, salatini, frutta secca e tutto per l’aperitivo.',
  'Snack dolci': 'Barrette, snack al cioccolato, caramelle e gomme da masticare.',
  'Banco gastronomia':
    'Piatti pronti, insalate di riso, lasagne e arrosti preparati dalla nostra gastronomia, venduti a peso.',
  'Pasta fresca e piatti pronti': 'Tortellini, ravioli, gnocchi e piatti pronti dal banco frigo.',
  'Sughi freschi': 'Ragù, pesto e sughi freschi da conservare in frigo.',
  'Verdure e pesce surgelati':
    'Verdure, minestroni e pesce surgelati: pronti quando servono, consegnati nella borsa termica.',
  'Pizze e piatti pronti': 'Pizze, lasagne e piatti pronti surgelati da scaldare in forno.',
  Gelati: 'Gelati in vaschetta, coni, stecchi e torte gelato.',
  'Snack e fritti surgelati':
    'Patatine, bastoncini, crocchette e fritti da cuocere in forno o in friggitrice.',
};

/**
 * Writes the descriptions on the second-level categories, on a fresh
 * database and on one seeded before they existed alike.
 */
export async function seedMidDescriptions(db: Db): Promise<void> {
  for (const [name, description] of Object.entries(MID_DESCRIPTIONS)) {
    await db
      .update(categories)
      .set({
        metaData: sql`jsonb_set(${categories.metaData}, '{category_info,DESCRIPTION}', to_jsonb(${description}::text))`,
      })
      .where(and(eq(categories.level, 2), eq(categories.name, name)));
  }
}
