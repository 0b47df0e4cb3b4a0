import type { WishlistGrant } from '../api/wishlist';
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
  shareAccountNotFound: 'Non esiste un account del negozio con questo indirizzo e-mail.',
  shareSelf: 'Non puoi condividere una lista con te stesso.',
  shareKind: 'Si possono condividere solo le liste che hai creato tu.',
  shared: (email: string, grant: WishlistGrant) =>
    grant === 'READ'
      ? `Hai condiviso la lista con ${email} in sola lettura.`
      : `Hai condiviso la lista con ${email}: potrà anche modificarla.`,
  unshared: (email: string) => `Non condividi più la lista con ${email}.`,
  shareNotFound: 'La lista non è condivisa con questo indirizzo e-mail.',
  /** calculate_stock, docs/rules/lists.md Stock. */
  outOfStock: 'Esaurito nel punto vendita scelto.',
  notSold: 'Non venduto dal punto vendita scelto.',
  discontinued: 'Non più in catalogo.',
  /** add-all-from-wishlist, one per product left out or reduced. */
  listEmpty: 'La lista è vuota: non ci sono prodotti da aggiungere al carrello.',
  notAdded: (name: string, reason: string) => `${name}: ${reason}`,
  reducedTo: (quantity: string) => `aggiunto solo ${quantity}, il massimo acquistabile ora.`,
  nothingAdded: 'Nessun prodotto della lista può essere aggiunto al carrello ora.',
} as const;
