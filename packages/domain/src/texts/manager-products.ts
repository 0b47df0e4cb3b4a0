/** The manager's «Prodotti»: the product page's refusals, its fields' names and the record's lines. */
export const PRODUCT_EDIT_MESSAGES = {
  notFound: 'Il prodotto non esiste.',
  changed:
    'Il prodotto è stato modificato da qualcun altro dopo che lo hai aperto: ricaricalo per vedere com’è ora, poi rifai le tue modifiche.',
  noSku:
    'Il prodotto non ha un codice (sku): si modifica solo dopo che un listino prodotti lo ha nominato.',
  categoryUnknown: 'Categoria: scegli una categoria del catalogo.',
  warehouseUnknown: 'Magazzino: non è un magazzino del negozio.',
  priceNeeded: 'serve un prezzo per vendere il prodotto',
  /** «Prezzo (Magazzino Roma): prezzo -1 non valido…». */
  onField: (label: string, message: string) => `${label}: ${message}`,
} as const;

/** The product page's fields by the feed's column they are checked as, in Italian. */
export const PRODUCT_FIELD_LABELS = {
  name: 'Nome',
  ean: 'EAN',
  short_description: 'Descrizione breve',
  description: 'Descrizione',
  category: 'Categoria',
  vat_rate: 'Aliquota IVA',
  tags: 'Caratteristiche',
  status: 'Stato',
  price: 'Prezzo',
  list_price: 'Prezzo di listino',
  stock: 'Giacenza',
} as const;

/** What the «Registro modifiche» says a product's save changed, one line per thing. */
export const PRODUCT_CHANGE_TEXTS = {
  name: 'Nome cambiato',
  ean: 'EAN cambiato',
  shortDescription: 'Descrizione breve cambiata',
  description: 'Descrizione cambiata',
  category: 'Categoria cambiata',
  vatRate: 'Aliquota IVA cambiata',
  tags: 'Caratteristiche cambiate',
  active: 'Stato di vendita cambiato',
  price: (warehouse: string) => `Prezzo cambiato (${warehouse})`,
  listPrice: (warehouse: string) => `Prezzo di listino cambiato (${warehouse})`,
  stock: (warehouse: string) => `Giacenza cambiata (${warehouse})`,
  onSale: 'in vendita',
  offSale: 'fuori vendita',
} as const;
