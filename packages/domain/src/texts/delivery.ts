/** Addresses, stores, timeslots and shop-at-work (docs/rules/delivery-and-slots.md). */

export const DELIVERY_MESSAGES = {
  /** docs/rules/delivery-and-slots.md Addresses. */
  addressNotServed: 'Indirizzo non servito da consegna a casa',
  addressNotCovered: "L'indirizzo inserito non è coperto dal servizio.",
  deleteRefused: "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
  /** message.invalidAddress1: geocoded saving needs street, number, CAP and city (docs/rules/delivery-and-slots.md). */
  invalidAddress1: "L'indirizzo non è valido: indica via, numero civico, CAP e città.",
  saveMissingFields: (labels: readonly string[]) =>
    `Per salvare l'indirizzo compila i campi: ${labels.join(', ')}.`,
  addressSaved: 'Indirizzo salvato correttamente.',
  addressDeleted: 'Indirizzo eliminato.',
  addressPreferred: 'Indirizzo preferito impostato.',
  addressNotFound: "L'indirizzo richiesto non esiste.",
  homeOnly: 'Si possono salvare solo indirizzi di consegna a casa.',
  outsideItaly: 'Le coordinate indicate non sono in Italia.',
  cartLocked: "Il carrello è in fase di pagamento: non è possibile cambiare l'indirizzo.",
  storeNotFound: 'Il negozio richiesto non esiste.',
  timeslotNotFound: 'La fascia oraria scelta non esiste.',
  timeslotClosed: "La fascia oraria scelta non è più prenotabile: scegline un'altra.",
  timeslotFull: "La fascia oraria scelta è al completo: scegline un'altra.",
  timeslotNotForAddress: "La fascia oraria scelta non è disponibile per l'indirizzo selezionato.",
  timeslotRequired: 'Scegli una fascia oraria per la consegna o il ritiro.',
  subscriptionInvalid: 'Il codice inserito non è valido.',
  subscribed: (company: string) =>
    `Iscrizione completata: ora puoi ritirare la spesa presso ${company}.`,
} as const;
