/** What the content pages say of each brand: who runs it, how to reach it, its loyalty scheme's name (its rule is the domain's, one for every brand). */
export interface BrandFacts {
  brandId: string;
  name: string;
  company: string;
  vatNumber: string;
  seat: string;
  phone: string;
  email: string;
  privacyEmail: string;
  hours: string;
  site: string;
  loyaltyName: string;
  /** The name with its article, as a sentence says it: 'la Carta Amica', 'il Fresco Club'. */
  theLoyalty: string;
}

export const BRAND_FACTS: Record<string, BrandFacts> = {
  mercato: {
    brandId: 'mercato',
    name: 'Mercatò',
    company: 'Mercatò S.p.A.',
    vatNumber: '01234567897',
    seat: 'Via dell’Indipendenza 12, 40121 Bologna (BO)',
    phone: '800 123 456',
    email: 'servizioclienti@mercato-spesa.it',
    privacyEmail: 'privacy@mercato-spesa.it',
    hours: 'dal lunedì al sabato, dalle 8:30 alle 19:30',
    site: 'www.mercato-spesa.it',
    loyaltyName: 'Carta Amica',
    theLoyalty: 'la Carta Amica',
  },
  fresco: {
    brandId: 'fresco',
    name: 'Freschissimo',
    company: 'Freschissimo S.r.l.',
    vatNumber: '09876543217',
    seat: 'Viale Emilia 45, 41121 Modena (MO)',
    phone: '800 987 654',
    email: 'aiuto@freschissimo.it',
    privacyEmail: 'privacy@freschissimo.it',
    hours: 'tutti i giorni, dalle 9:00 alle 20:00',
    site: 'www.freschissimo.it',
    loyaltyName: 'Fresco Club',
    theLoyalty: 'il Fresco Club',
  },
};
