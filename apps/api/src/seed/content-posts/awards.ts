import type { BrandFacts } from './brand-facts';

export interface AwardSeed {
  slug: string;
  title: string;
  html: string;
}

/** /vantaggi: the loyalty scheme and the shop's other perks. */
export function awardsFor(b: BrandFacts): AwardSeed[] {
  return [
    {
      slug: 'raccolta-punti',
      title: `Raccolta punti ${b.loyaltyName}`,
      html: `<p>Con ${b.theLoyalty} accumuli ${b.pointsPerEuro === 1 ? '1 punto' : `${b.pointsPerEuro} punti`} per ogni euro di spesa, online e in negozio. Ogni 100 punti valgono ${b.euroPer100Points} di sconto sulla spesa successiva.</p>`,
    },
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
