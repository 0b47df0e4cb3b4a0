import type { BrandSeed } from './types';
import { ownWarehousesOf } from '../catalog/warehouses';
import { DEFAULT_BRAND_CONFIG } from './config';

export const fresco: BrandSeed = {
  brandId: 'fresco',
  name: 'Freschissimo',
  domains: ['fresco.localhost', 'www.freschissimo.it'],
  isDefault: false,
  theme: {
    primary: '#0b5394',
    primaryDark: '#073763',
    secondary: '#2f7d4f',
    secondaryDark: '#1e5635',
    accent: '#ffb300',
  },
  flags: { registration: true, updateCart: true, optionsSelectorModal: false },
  // Its own prices, offers and assortment at the shared network's warehouses (decision 044).
  config: {
    ...DEFAULT_BRAND_CONFIG,
    defaultWarehouseId: 189,
    invoiceWarehouseId: 189,
    ownWarehouses: ownWarehousesOf('fresco'),
    toastDurationMs: 3000,
  },
  texts: {
    brand: {
      name: 'Freschissimo',
      tagline: 'Dal produttore alla tua tavola, ogni giorno.',
      pageTitle: 'Freschissimo – Spesa online con consegna e ritiro',
      metaDescription:
        'Freschissimo: la spesa online con prodotti del territorio, consegna a domicilio e ritiro al locker.',
      contactsPhone: '800 987 654',
      contactsEmail: 'aiuto@freschissimo.it',
      contactsHours: 'Tutti i giorni, dalle 9:00 alle 20:00',
      contactsAddress: 'Viale Emilia 45, 41121 Modena (MO)',
      legalFooter:
        'Freschissimo S.r.l. – Viale Emilia 45, 41121 Modena – P.IVA 09876543217 – Capitale sociale € 100.000 i.v. – REA MO-654321',
      copyright: 'Tutti i diritti riservati.',
      newsletterConsent: 'Voglio ricevere la newsletter di Freschissimo con promozioni e novità.',
      marketingConsent:
        'Acconsento a ricevere offerte personalizzate da Freschissimo S.r.l. in base ai miei acquisti.',
      surveyConsent: 'Acconsento a partecipare a questionari e sondaggi di gradimento.',
      privacyConsent:
        'Ho letto l’informativa sulla privacy di Freschissimo S.r.l. e acconsento al trattamento dei miei dati per la gestione del servizio.',
      privacyTitle: 'Privacy e trattamento dei dati',
    },
  },
};
