import { formatEuro } from '../price/format-euro';
import { countOf } from './plural';

/**
 * What a refused feed says, line by line (docs/rules/feeds.md): the grocer
 * reads it beside the spreadsheet, so lines are numbered as a spreadsheet
 * shows them and columns are named as in the header.
 */
export const FEED_MESSAGES = {
  /** Where a problem is: «riga 5, colonna vat_rate». */
  at: (line: number, column: string | null) =>
    column ? `riga ${line}, colonna ${column}` : `riga ${line}`,
  missingColumn: (column: string) => `manca la colonna ${column}`,
  unknownColumn: (column: string, known: readonly string[]) =>
    `colonna ${column} sconosciuta: le colonne sono ${known.join(', ')}`,
  repeatedColumn: (column: string) => `la colonna ${column} compare due volte`,
  emptyFile: 'il file è vuoto: manca la riga di intestazione',
  required: 'valore obbligatorio mancante',
  tooLong: (max: number) => `testo troppo lungo: al massimo ${max} caratteri`,
  fieldCount: (found: number, expected: number) =>
    `la riga ha ${found} campi, l'intestazione ${expected}: controlla il separatore e le virgolette`,
  unclosedQuote: 'virgolette aperte e mai chiuse',
  badJson: 'la riga non è un oggetto JSON valido',
  badJsonValue: 'usa un testo o un numero',
  notUtf8:
    'il file non è in UTF-8: sembra un export Windows-1252 (ANSI). Salvalo come «CSV UTF-8» e riprova',
  tooLarge: (megabytes: number) =>
    `il file supera ${megabytes} MB, la dimensione massima di un feed: dividilo in più file`,
  tooManyProblems: (shown: number) =>
    `altri problemi non elencati: correggi i primi ${shown} e riprova`,
  badNumber: (value: string) =>
    `${value} non è un numero: usa la virgola o il punto per i decimali (1,99)`,
  badPrice: (value: string) => `prezzo ${value} non valido: deve essere maggiore di zero`,
  badListPrice: (value: string) =>
    `prezzo di listino ${value} non valido: deve superare il prezzo di vendita`,
  badStock: (value: string) => `giacenza ${value} non valida: deve essere zero o più`,
  badVat: (value: string) => `aliquota IVA ${value} non valida: usa 4, 5, 10 o 22`,
  eanShape: (value: string) => `EAN ${value} non valido: servono 13 o 8 cifre`,
  eanCheckDigit: (value: string) => `EAN ${value} non valido: la cifra di controllo non torna`,
  eanNeeded: 'EAN obbligatorio, tranne che per lo sfuso pesato in negozio',
  duplicateEan: (value: string, line: number) =>
    `EAN ${value} ripetuto: compare già alla riga ${line}`,
  eanTaken: (value: string) => `EAN ${value} già usato da un altro prodotto del catalogo`,
  duplicateSku: (sku: string, line: number) => `sku ${sku} ripetuto: compare già alla riga ${line}`,
  badSku: 'sku non valido: lettere, cifre, punto, trattino o trattino basso, al massimo 64',
  badSellingType: (value: string) => `tipo di vendita ${value} non valido: usa piece, pack o loose`,
  badUnit: (value: string) => `unità ${value} non valida: usa g, kg, ml, l o pz`,
  packUnit: (value: string) => `unità ${value} non valida per pack: usa g o kg`,
  unitNeeded: 'servono unit_size e unit per i prodotti a pezzo o in confezione',
  pieceWeightNeeded: 'serve piece_weight_g per lo sfuso: il peso medio di un pezzo in grammi',
  badSize: (value: string) => `${value} non valido: deve essere maggiore di zero`,
  categoryTooDeep: (levels: number) =>
    `il percorso di categoria ha ${levels} livelli: al massimo 3 (Reparto > Corsia > Scaffale)`,
  categoryEmptyLevel: 'il percorso di categoria ha un livello vuoto',
  badTag: (value: string, known: readonly string[]) =>
    `caratteristica ${value} sconosciuta: usa ${known.join(', ')}`,
  badStatus: (value: string) => `stato ${value} non valido: usa active o inactive`,
  badPrivateLabel: (value: string, brands: readonly string[]) =>
    `marchio privato ${value} sconosciuto: usa ${brands.join(' o ')}, o lascia vuoto`,
  labelOfAnother: (brand: string) =>
    `la marca ${brand} è già nel catalogo con un altro marchio privato`,
  badImage:
    'immagine non valida: un nome di file della cartella o dello zip del feed, o un indirizzo https',
  badWarehouse: (value: string, known: readonly number[]) =>
    `magazzino ${value} sconosciuto: usa ${known.join(', ')} o * per tutti`,
  priceOrStock: 'serve almeno uno tra price e stock',
  unknownSku: (sku: string) =>
    `sku ${sku} non è nel catalogo: importalo prima con il feed prodotti`,
  notSoldThere: (sku: string, warehouse: number) =>
    `sku ${sku} non è venduto nel magazzino ${warehouse}: indica il prezzo per iniziare a venderlo`,
  duplicateStock: (line: number) => `sku e magazzino ripetuti: compaiono già alla riga ${line}`,
  badCode: (column: string) =>
    `${column} non valido: lettere, cifre, punto, trattino o trattino basso, al massimo 64`,
  badOfferType: (value: string) =>
    `tipo di offerta ${value} non valido: usa percent, multibuy o special_price`,
  badPercent: (value: string, max: number) =>
    `sconto ${value} non valido: una percentuale intera da 1 a ${max} (25)`,
  badMultibuy: (value: string) =>
    `offerta ${value} non valida: scrivi quanti se ne prendono e quanti se ne pagano (3x2, 2x1)`,
  badDate: (value: string) => `data ${value} non valida: usa AAAA-MM-GG o GG/MM/AAAA`,
  endBeforeStart: (end: string, start: string) => `la fine ${end} viene prima dell'inizio ${start}`,
  duplicateOffer: (offerId: string, line: number) =>
    `offer_id ${offerId} ripetuto: compare già alla riga ${line}`,
  offerOverlaps: (sku: string, other: string, where: string) =>
    `l'offerta si sovrappone ${other} per sku ${sku} ${where} negli stessi giorni: un prodotto ha una sola offerta alla volta`,
  /** Where two overlapping offers meet: a warehouse, or all of them. */
  overlapWhere: (warehouse: number | '*') =>
    warehouse === '*' ? 'in ogni magazzino' : `nel magazzino ${warehouse}`,
  /** Another line of the file, or an offer already in the shop. */
  otherOffer: (offerId: string, line: number | null) =>
    line === null
      ? `all'offerta ${offerId} già nel negozio`
      : `all'offerta ${offerId} della riga ${line}`,
  specialNotLower: (value: string, warehouse: number) =>
    `prezzo speciale ${value} non inferiore al prezzo del magazzino ${warehouse}: non sarebbe un'offerta`,
  notSoldAnywhere: (sku: string) => `sku ${sku} non è in vendita in nessun magazzino`,
  notSoldIn: (sku: string, warehouse: number) =>
    `sku ${sku} non è venduto nel magazzino ${warehouse}`,
  /** A delivery set-up feed (docs/rules/feeds.md, Delivery set-up). */
  badDeliveryKind: (value: string, kinds: readonly string[]) =>
    `tipo di riga ${value} non valido: usa ${kinds.join(', ')}`,
  badId: (value: string) => `codice ${value} non valido: serve un numero intero (89)`,
  badCount: (value: string) => `${value} non valido: serve un numero intero, zero o più`,
  notInItaly: (value: string) =>
    `coordinata ${value} fuori dall'Italia: controlla di non aver scambiato latitudine e longitudine`,
  badProvince: (value: string) => `provincia ${value} non valida: la sigla di due lettere (BO)`,
  badCap: (value: string) => `CAP ${value} non valido: servono 5 cifre`,
  badCaps: (value: string) =>
    `CAP ${value} non validi: CAP di 5 cifre o intervalli, separati da | (40121-40141|40026)`,
  capsOrRadius: 'una zona serve almeno i CAP o il raggio (radius_m)',
  badHours: (value: string) =>
    `orari ${value} non validi: giorni e fasce, separati da | (lun-sab 08:30-13:00 15:30-19:30|dom 09:00-13:00)`,
  badWeekdays: (value: string) =>
    `giorni ${value} non validi: usa lun, mar, mer, gio, ven, sab, dom, intervalli (lun-sab), elenchi (lun,mer) o tutti`,
  badClock: (value: string) => `orario ${value} non valido: usa HH:MM (09:00)`,
  endNotAfterBegin: (end: string, begin: string) =>
    `la fine ${end} non viene dopo l'inizio ${begin}`,
  badFee: (value: string) =>
    `costo ${value} non valido: in euro, zero o più, al massimo due decimali (4,90)`,
  oneSlotOwner: 'una fascia appartiene a uno solo tra store, locker e zone: compilane uno',
  warehouseMissing: (id: number) =>
    `magazzino ${id} sconosciuto: aggiungilo con una riga warehouse`,
  storeMissing: (id: number) => `negozio ${id} sconosciuto: aggiungilo con una riga store`,
  lockerMissing: (code: string) => `locker ${code} sconosciuto: aggiungilo con una riga locker`,
  zoneMissing: (code: string) => `zona ${code} sconosciuta: aggiungila con una riga zone`,
  storeOfAnotherWarehouse: (store: number, its: number, named: number) =>
    `il negozio ${store} è servito dal magazzino ${its}, non dal ${named}`,
  duplicateDeliveryLine: (line: number) =>
    `riga ripetuta: la stessa voce compare già alla riga ${line}`,
  slotsOverlap: (line: number) =>
    `la fascia si sovrappone a quella della riga ${line} negli stessi giorni`,
  companyOfAnother: (code: string, name: string) => `il codice azienda ${code} è già di ${name}`,
  /** The import API's refusals. */
  apiKeyNeeded: 'Serve una chiave API per gli import valida: Authorization: Bearer <chiave>.',
  importNotFound: "L'import richiesto non esiste.",
  badKind: (kind: string) =>
    `Tipo di feed ${kind} sconosciuto: usa products, stock, offers o delivery.`,
  emptyBody: 'Il corpo della richiesta è vuoto: invia il file del feed.',
  bodyTooLarge: (megabytes: number) =>
    `Il file supera ${megabytes} MB, la dimensione massima di un feed: dividilo in più file.`,
  /** A feed sent as a zip with its pictures. */
  zipUnsafePath: (name: string) =>
    `lo zip contiene un percorso non ammesso: ${name} (un nome con ../ o che inizia con / potrebbe scrivere fuori dalla cartella)`,
  zipNoFeed: 'lo zip non contiene il file del feed: serve un file .csv o .jsonl',
  zipManyFeeds: (names: readonly string[]) =>
    `lo zip contiene più file di feed (${names.join(', ')}): ne serve uno solo`,
  zipUnreadable: 'lo zip non si legge: il file è danneggiato o non è uno zip',
  /** A product's picture (column image), told per line once the image job has tried it. */
  imageMissing: (name: string) =>
    `immagine ${name} non trovata nella cartella o nello zip del feed`,
  imageUnreadable: (name: string) =>
    `immagine ${name} non leggibile: serve un file JPEG, PNG, WebP, GIF, AVIF o TIFF`,
  imageTooLarge: (name: string, megabytes: number) =>
    `immagine ${name} troppo grande: al massimo ${megabytes} MB`,
  imageNotFetched: (url: string, why: string) => `immagine ${url} non scaricata: ${why}`,
  fullOnlyProducts: '--full vale solo per i feed prodotti e consegne.',
  /** The command's summary lines. */
  refused: (problems: number) =>
    `File rifiutato: ${countOf(problems, 'problema', 'problemi')}, nulla è stato scritto.`,
  picturesSummary: (ready: number, waiting: number, failed: number) =>
    `Immagini: ${ready} pronte, ${waiting} in preparazione, ${failed} non leggibili.`,
  nothingChanged: 'Nessuna modifica: il catalogo era già come nel file.',
  applied: 'Import applicato.',
  dryRun: 'Prova (--dry-run): nulla è stato scritto.',
  counts: (c: { created: number; updated: number; unchanged: number; offSale: number }) =>
    `Creati ${c.created}, aggiornati ${c.updated}, invariati ${c.unchanged}, tolti dalla vendita ${c.offSale}.`,
  /** A delivery set-up feed takes nothing off sale: what it drops is switched off. */
  deliveryCounts: (c: { created: number; updated: number; unchanged: number; offSale: number }) =>
    `Creati ${c.created}, aggiornati ${c.updated}, invariati ${c.unchanged}, disattivati ${c.offSale}.`,
} as const;

/** What a shelf's promotion says when a dated offer from a feed runs (docs/rules/feeds.md Offers). */
export const OFFER_TEXTS = {
  percent: 'Sconto immediato',
  specialHeader: 'Prezzo speciale',
  saving: (cents: number) => `Risparmi ${formatEuro(cents)}`,
  bundle: (take: number, pay: number) => `Prendi ${take}, paghi ${pay}`,
  /** The last day, '2026-12-24' → «Fino al 24/12/2026». */
  until: (isoDay: string) => `Fino al ${isoDay.split('-').reverse().join('/')}`,
} as const;
