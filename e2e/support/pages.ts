/*
 * The pages the journeys reach, each with the title it opens with: the phone's tour
 * checks their layout, and the deploy journey that each still works after a rollback.
 */

/** A visitor's pages, each with its title. */
export const VISITOR_PAGES: [string, string][] = [
  ['/', 'Mercatò'],
  ['/category/frutta-e-verdura', 'Frutta e verdura'],
  ['/search?q=spaghetti', 'Risultati per «spaghetti»'],
  ['/login', 'Accedi'],
  ['/registration-user', 'Crea il tuo account'],
  ['/reset-password-request', 'Password dimenticata?'],
  ['/page/consegna-a-casa', 'Consegna a casa'],
  ['/faq', 'Domande frequenti'],
  ['/faq/pagamenti', 'Domande frequenti: Pagamenti'],
  ['/volantini', 'Volantini'],
  ['/volantini/volantino-della-settimana', 'Le offerte della settimana'],
  ['/vantaggi', 'Vantaggi'],
  ['/servizio-clienti', 'Servizio clienti'],
  ['/questa-pagina-non-esiste', 'Pagina non trovata'],
  ['/admin/accesso', 'Accesso del personale'],
];

/** A shopper's pages, each with its title. */
export const SHOPPER_PAGES: [string, string][] = [
  ['/profile/dashboard', 'Il mio account'],
  ['/profile/profile-update', 'Il mio profilo'],
  ['/profile/addresses', 'I miei indirizzi'],
  ['/profile/addresses/manage', 'Nuovo indirizzo'],
  ['/profile/gift-certificates', 'Buoni e punti'],
  ['/profile/orders', 'I miei ordini'],
  ['/profile/lists', 'Le mie liste'],
  ['/profile/lists/favourites', 'Preferiti'],
];
