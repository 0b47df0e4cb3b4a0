import type { Db } from '../db/client';
import type { MenuItem } from '@spesa/domain';
import { contentMenus } from '../db/schema';
import { SEEDED_BRANDS } from './brands';

let nextId = 100;
const link = (title: string, url: string, children?: MenuItem[]): MenuItem => ({
  ID: nextId++,
  title,
  url,
  target: url.startsWith('http') ? '_blank' : '',
  classes: '',
  ...(children ? { child_items: children } : {}),
});

/** The footer's link groups; the content-posts step writes them again over an older menu. */
export function footerMenu(): MenuItem[] {
  nextId = 100;
  return [
    link('Il negozio', '#', [
      link('Chi siamo', '/page/chi-siamo'),
      link('Volantini', '/volantini'),
      link('Vantaggi e raccolta punti', '/vantaggi'),
      link('Lavora con noi', '/page/lavora-con-noi'),
    ]),
    link('Servizi', '#', [
      link('Consegna a casa', '/page/consegna-a-casa'),
      link('Ritiro in negozio', '/page/ritiro-in-negozio'),
      link('Ritiro al locker', '/page/ritiro-al-locker'),
      link('Carte regalo', '/page/carte-regalo'),
      link('Prodotti sfusi e preautorizzazione', '/page/sfuso-e-preautorizzazione'),
    ]),
    link('Assistenza', '#', [
      link('Servizio clienti', '/servizio-clienti'),
      link('Domande frequenti', '/faq'),
      link('Resi e rimborsi', '/page/resi-e-rimborsi'),
      link('Allergeni', '/page/allergeni'),
      link('Condizioni di vendita', '/page/condizioni-di-vendita'),
      link('Informativa privacy', '/page/privacy'),
      link('Cookie policy', '/page/cookie-policy'),
      link('Dichiarazione di accessibilità', '/page/accessibilita'),
    ]),
  ];
}

export async function seedContent(db: Db): Promise<void> {
  await db
    .insert(contentMenus)
    .values(
      SEEDED_BRANDS.map((b) => ({ brandId: b.brandId, location: 'footer', items: footerMenu() })),
    );
}
