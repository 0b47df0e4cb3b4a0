import { countOf } from './plural';

/** The manager's calendar: its refusals and what it says of a closed day or slot. */
export const CALENDAR_MESSAGES = {
  slotNotFound: 'La fascia non esiste o non è di questo magazzino.',
  capacityInvalid: 'Capacità: scrivi un numero intero, zero o più.',
  belowBooked: (booked: number) =>
    `Capacità: non può scendere sotto i posti già prenotati (${countOf(booked, 'prenotato', 'prenotati')}).`,
  slotClosed: 'La fascia è chiusa: non se ne cambia la capacità.',
  reasonRequired: 'Motivo: scrivi perché chiudi.',
  reasonTooLong: (max: number) => `Motivo: al massimo ${max} caratteri.`,
  dayOutOfCalendar: 'Si possono chiudere solo i giorni da oggi in avanti mostrati nel calendario.',
  slotNotClosed: 'La fascia è già aperta.',
  reopenDayFirst: (reason: string) =>
    `Il giorno della fascia è chiuso (${reason}): riapri prima il giorno.`,
  dayNotClosed:
    'Il giorno non è chiuso per questo magazzino: una festività o una chiusura di tutto il negozio non si riapre da qui.',
  orderNotFound: 'L’ordine non esiste o non è di questo magazzino.',
  orderNotMovable: (status: string) =>
    `L’ordine è «${status}»: si spostano solo gli ordini non ancora partiti né consegnati.`,
  targetSame: 'Fascia: scegli una fascia diversa da quella dell’ordine.',
  targetOtherOwner:
    'Fascia: scegli una fascia dello stesso punto di ritiro o della stessa zona di consegna dell’ordine.',
  targetClosed: (reason: string) => `Fascia: è chiusa (${reason}).`,
  targetDayClosed: (reason: string) => `Fascia: quel giorno è chiuso (${reason}).`,
  targetPast: 'Fascia: gli ordini per questa fascia sono già chiusi.',
  targetFull: (capacity: number) =>
    `Fascia: è piena (${countOf(capacity, 'posto prenotato', 'posti prenotati')} su ${capacity}).`,
  /** Why a day has no slots when no closing says why. */
  holiday: 'Festività nazionale',
} as const;

/** The API keys an ERP calls the import API with (the console's «Chiavi API» and npm run api-key). */
export const API_KEY_MESSAGES = {
  nameRequired: 'Dai un nome alla chiave, per esempio il sistema che la userà.',
  nameTooLong: (max: number) => `Il nome della chiave può avere al massimo ${max} caratteri.`,
  nameChars: 'Il nome della chiave può contenere solo lettere, cifre, spazi, punti, trattini e _.',
  nameTaken: (name: string) => `Esiste già una chiave API attiva «${name}».`,
  notLive: (name: string) => `Nessuna chiave API attiva si chiama «${name}».`,
  created: (name: string) =>
    `Chiave API «${name}» creata, valida per gli import. Copiala ora: non sarà più mostrata.`,
  revoked: (name: string) => `Chiave API «${name}» revocata.`,
} as const;

/** What the «Registro modifiche» says was done, one line per change. */
export const CHANGE_LOG_TEXTS = {
  keyCreated: 'Chiave API creata',
  keyRevoked: 'Chiave API revocata',
  offerCreated: 'Offerta creata',
  offerChanged: 'Offerta modificata',
  offerEnded: 'Offerta terminata',
  offerWithdrawn: 'Offerta ritirata',
  capacityChanged: (slot: string) => `Capacità cambiata: ${slot}`,
  slotClosed: (slot: string) => `Fascia chiusa: ${slot}`,
  slotReopened: (slot: string) => `Fascia riaperta: ${slot}`,
  dayClosed: (day: string) => `Giorno chiuso: ${day}`,
  dayReopened: (day: string) => `Giorno riaperto: ${day}`,
  orderMoved: (orderId: number) => `Ordine n. ${orderId} spostato`,
  importApplied: (kind: string) => `Import applicato: ${kind}`,
  /** Each feed's name in the record. */
  feedKind: {
    products: 'prodotti',
    stock: 'giacenze',
    offers: 'offerte',
    delivery: 'consegne',
  },
  /** The names of the fields the entries show, before and after. */
  field: {
    capacity: 'capacità',
    state: 'stato',
    reason: 'motivo',
    orders: 'ordini',
    slot: 'fascia',
    place: 'punto',
    rows: 'righe',
    created: 'creati',
    updated: 'aggiornati',
    unchanged: 'invariati',
    offSale: 'tolti dalla vendita',
    full: 'completo',
  },
  open: 'aperta',
  closed: 'chiusa',
  dayOpen: 'aperto',
  dayClosedState: 'chiuso',
  ordersKept: 'tenuti',
} as const;

/** The manager's «Offerte»: each refusal names its field as the form labels it. */
export const OFFER_CONSOLE_MESSAGES = {
  fields: {
    type: 'Tipo',
    value: 'Valore',
    start: 'Dal',
    end: 'Al',
    warehouse: 'Magazzino',
    productIds: 'Prodotti',
  },
  productsRequired: 'Prodotti: scegli almeno un prodotto.',
  tooManyProducts: (max: number) => `Prodotti: al massimo ${max} prodotti per offerta.`,
  unknownProduct: (productId: number) => `Prodotti: il prodotto ${productId} non è nel catalogo.`,
  notSold: (name: string, warehouse: number | '*') =>
    warehouse === '*'
      ? `Prodotti: «${name}» non è in vendita in nessun magazzino.`
      : `Prodotti: «${name}» non è venduto nel magazzino ${warehouse}.`,
  specialNotLower: (name: string, warehouse: number) =>
    `Valore: il prezzo speciale non è inferiore al prezzo di «${name}» nel magazzino ${warehouse}: non sarebbe un'offerta.`,
  startPast: "Dal: un'offerta non può iniziare in un giorno passato.",
  endPast: "Al: l'ultimo giorno dell'offerta non può essere passato.",
  overlap: (o: {
    name: string;
    offerId: string;
    start: string;
    end: string;
    warehouse: number | '*';
  }) =>
    `Dal: «${o.name}» ha già l'offerta ${o.offerId} dal ${italianDay(o.start)} al ${italianDay(o.end)} ${
      o.warehouse === '*' ? 'in tutti i magazzini' : `nel magazzino ${o.warehouse}`
    }: un prodotto ha una sola offerta alla volta.`,
  notFound: (offerId: string) => `L'offerta ${offerId} non esiste.`,
  ended: (offerId: string) => `L'offerta ${offerId} è già finita: non si modifica più.`,
  typeLabels: {
    percent: 'Sconto in percentuale',
    multibuy: 'Prendi X paghi Y',
    special_price: 'Prezzo speciale',
  },
  everyWarehouse: 'tutti',
} as const;

/** '2026-12-24' as the manager reads it: 24/12/2026. */
export const italianDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');
