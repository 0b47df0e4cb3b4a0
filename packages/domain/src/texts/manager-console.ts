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
} as const;
