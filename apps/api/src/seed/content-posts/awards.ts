import { LOYALTY, countOf, formatEuro, formatPoints } from '@spesa/domain';
import type { BrandFacts } from './brand-facts';

export interface AwardSeed {
  slug: string;
  title: string;
  html: string;
}

export const LOYALTY_AWARD_SLUG = 'raccolta-punti';

/** The programme as the domain's rule runs it (loyaltyOnDelivery): what the page promises is what a delivery issues. */
export function loyaltyAward(b: BrandFacts): AwardSeed {
  const every = formatPoints(LOYALTY.voucherEveryPoints);
  const voucher = formatEuro(LOYALTY.voucherCents);
  const perEuro = countOf(LOYALTY.pointsPerEuro, 'punto', 'punti');
  return {
    slug: LOYALTY_AWARD_SLUG,
    title: `Raccolta punti ${b.loyaltyName}`,
    html: `<p>Con ${b.theLoyalty} accumuli ${perEuro} per ogni euro di spesa online, accreditati quando l’ordine ti viene consegnato. A ogni consegna, ogni ${every} punti del tuo saldo diventano un buono da ${voucher}: te lo mandiamo per e-mail e lo trovi in «Buoni e punti», pronto da usare nel carrello sulla spesa successiva.</p>`,
  };
}

/** /vantaggi: the loyalty scheme and the shop's other perks. */
export function awardsFor(b: BrandFacts): AwardSeed[] {
  return [
    loyaltyAward(b),
    {
      slug: 'offerte-riservate',
      title: 'Offerte riservate ai soci',
      html: `<p>Ogni settimana prezzi speciali su una selezione di prodotti, riservati a chi ha ${b.theLoyalty}: li trovi nel volantino con il bollino «Soci».</p>`,
    },
    {
      slug: 'primo-ordine',
      title: 'Consegna gratuita sul primo ordine',
      html: `<p>Al tuo primo ordine online la consegna a casa è gratuita, in qualunque fascia oraria.</p>`,
    },
    {
      slug: 'compleanno',
      title: 'Un regalo per il tuo compleanno',
      html: `<p>Nel mese del tuo compleanno ti regaliamo 200 punti ${b.loyaltyName}: basta aver indicato la data di nascita nel profilo.</p>`,
    },
  ];
}
