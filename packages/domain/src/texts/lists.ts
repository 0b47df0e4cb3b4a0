import { WISHLIST_LIMITS } from '../constants';
import { countOf } from './plural';

/** The shopper's lists (docs/rules/lists.md). */

export const WISHLIST_NAMES = { favourites: 'Preferiti', purchased: 'I più acquistati' } as const;

export const WISHLIST_MESSAGES = {
  listNotFound: 'Lista non trovata',
  itemNotFound: 'Il prodotto indicato non è nella lista.',
  productNotFound: 'Il prodotto richiesto non esiste.',
  readOnly: 'Questa lista è condivisa con te in sola lettura: non puoi modificarla.',
  ownerOnly: 'Solo chi ha creato la lista può farlo.',
  favouritesFixed: 'La lista dei Preferiti non si può rinominare né eliminare.',
  purchasedAutomatic: 'La lista «I più acquistati» si aggiorna da sola con la spesa consegnata.',
  nameRequired: 'Il nome della lista è obbligatorio.',
  nameTooLong: `Il nome della lista può contenere al massimo ${WISHLIST_LIMITS.nameMaxLength} caratteri.`,
  tooManyLists: `Puoi avere al massimo ${WISHLIST_LIMITS.listsPerShopper} liste.`,
  tooManyItems: `Una lista può contenere al massimo ${WISHLIST_LIMITS.itemsPerList} prodotti.`,
  tooManyShares: `Una lista può essere condivisa con al massimo ${WISHLIST_LIMITS.sharesPerList} persone.`,
  listCreated: (name: string) => `Hai creato la lista «${name}».`,
  listRenamed: (name: string) => `La lista ora si chiama «${name}».`,
  listDeleted: (name: string) => `Hai eliminato la lista «${name}».`,
  defaultSet: (name: string) => `«${name}» è ora la tua lista predefinita.`,
  productAdded: (name: string, list: string) => `Hai aggiunto ${name} alla lista «${list}».`,
  productsAdded: (count: number, list: string) =>
    `Hai aggiunto ${countOf(count, 'prodotto', 'prodotti')} alla lista «${list}».`,
  productRemoved: (name: string, list: string) => `Hai rimosso ${name} dalla lista «${list}».`,
  productsRemoved: (count: number, list: string) =>
    `Hai rimosso ${countOf(count, 'prodotto', 'prodotti')} dalla lista «${list}».`,
  shareSelf: 'Non puoi condividere una lista con il tuo stesso indirizzo e-mail.',
  shareKind: 'Si possono condividere solo le liste che hai creato tu.',
  /** The same answer whether or not the address has an account: a share never tells. */
  invited: (email: string) =>
    `Se ${email} ha un account del negozio, riceverà l'invito a condividere la lista: la vedrà quando lo accetta.`,
  tooManyInvitations: `Puoi inviare al massimo ${WISHLIST_LIMITS.invitationsPerDay} inviti a condividere una lista al giorno: riprova domani.`,
  unshared: (email: string) => `Non condividi più la lista con ${email}.`,
  accepted: (name: string) => `Hai accettato la lista «${name}»: ora è tra le tue liste.`,
  left: (name: string) => `La lista «${name}» non è più tra le tue liste.`,
  /** calculate_stock, docs/rules/lists.md Stock. */
  outOfStock: 'Esaurito nel punto vendita scelto.',
  notSold: 'Non venduto dal punto vendita scelto.',
  discontinued: 'Non più disponibile.',
  /** add-all-from-wishlist, one per product left out or reduced. */
  listEmpty: 'La lista è vuota: non ci sono prodotti da aggiungere al carrello.',
  notAdded: (name: string, reason: string) => `${name}: ${reason}`,
  reducedTo: (quantity: string) => `aggiunto solo ${quantity}, il massimo acquistabile ora.`,
  nothingAdded: 'Nessun prodotto della lista può essere aggiunto al carrello ora.',
} as const;
