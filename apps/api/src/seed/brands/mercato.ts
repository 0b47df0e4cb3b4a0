import type { BrandSeed } from './types';
import { DEFAULT_BRAND_CONFIG } from './config';

export const mercato: BrandSeed = {
  brandId: 'mercato',
  name: 'Mercatò',
  domains: ['localhost', '127.0.0.1', 'mercato.localhost', 'www.mercato-spesa.it'],
  isDefault: true,
  theme: {
    primary: '#b3141f',
    primaryDark: '#8c0f18',
    secondary: '#2e7d32',
    secondaryDark: '#1b5e20',
    accent: '#f6c343',
  },
  flags: { registration: true, updateCart: true, optionsSelectorModal: true },
  config: DEFAULT_BRAND_CONFIG,
  texts: {
    brand: {
      name: 'Mercatò',
      tagline: 'La spesa di tutti i giorni, fresca come al mercato.',
      pageTitle: 'Mercatò – La spesa online a casa tua',
      metaDescription:
        'Fai la spesa online su Mercatò: frutta, verdura, freschi e dispensa con consegna a casa o ritiro in negozio in Emilia-Romagna.',
      contactsPhone: '800 123 456',
      contactsEmail: 'servizioclienti@mercato-spesa.it',
      contactsHours: 'Dal lunedì al sabato, dalle 8:30 alle 19:30',
      contactsAddress: 'Via dell’Indipendenza 12, 40121 Bologna (BO)',
      legalFooter:
        'Mercatò S.p.A. – Via dell’Indipendenza 12, 40121 Bologna – P.IVA 01234567897 – Capitale sociale € 1.000.000 i.v. – REA BO-123456',
      copyright: 'Tutti i diritti riservati.',
      newsletterConsent:
        'Desidero ricevere la newsletter di Mercatò con offerte, novità e ricette.',
      marketingConsent:
        'Acconsento al trattamento dei miei dati per ricevere comunicazioni commerciali personalizzate da Mercatò S.p.A.',
      surveyConsent:
        'Acconsento a essere contattato per sondaggi sulla soddisfazione e ricerche di mercato.',
      privacyConsent:
        'Dichiaro di aver letto l’informativa sulla privacy di Mercatò S.p.A. e acconsento al trattamento dei dati per la gestione dell’account e degli ordini.',
      privacyTitle: 'Informativa sulla privacy',
    },
  },
};
