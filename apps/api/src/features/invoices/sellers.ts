/** The legal entity that sells at a brand: the invoice's "cedente/prestatore". */
export interface Seller {
  name: string;
  vatNumber: string;
  address1: string;
  addressNumber: string;
  postalcode: string;
  city: string;
  province: string;
  /** Registro delle imprese: shown on the PDF. */
  rea: string;
}

/**
 * The seeded brands' companies, as their legal footers state them
 * (apps/api/src/seed/brands). A deployment for another retailer replaces these.
 */
const SELLERS: Readonly<Record<string, Seller>> = {
  mercato: {
    name: 'Mercatò S.p.A.',
    vatNumber: '01234567897',
    address1: 'Via dell’Indipendenza',
    addressNumber: '12',
    postalcode: '40121',
    city: 'Bologna',
    province: 'BO',
    rea: 'BO-123456',
  },
  fresco: {
    name: 'Freschissimo S.r.l.',
    vatNumber: '09876543217',
    address1: 'Viale Emilia',
    addressNumber: '45',
    postalcode: '41121',
    city: 'Modena',
    province: 'MO',
    rea: 'MO-654321',
  },
};

export const sellerOf = (brandId: string): Seller | undefined => SELLERS[brandId];
