import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from './cart';
import { WISHLIST_MESSAGES } from './lists';
import { REGISTRATION_MAIL_MESSAGES } from './mail';
import { byCount, countOf } from './plural';

describe('countOf', () => {
  it.each([
    [0, '0 prodotti'],
    [1, '1 prodotto'],
    [2, '2 prodotti'],
    [24, '24 prodotti'],
  ])('%i → %s', (count, text) => {
    expect(countOf(count, 'prodotto', 'prodotti')).toBe(text);
  });

  it('agrees a phrase with the count', () => {
    expect(byCount(1, 'il buono', 'i buoni')).toBe('il buono');
    expect(byCount(3, 'il buono', 'i buoni')).toBe('i buoni');
  });
});

describe('the texts that count', () => {
  it.each([
    [CART_MESSAGES.productsAdded(1), 'Hai aggiunto 1 prodotto al carrello.'],
    [CART_MESSAGES.productsAdded(3), 'Hai aggiunto 3 prodotti al carrello.'],
    [CART_MESSAGES.productsRemoved(1), 'Hai rimosso 1 prodotto dal carrello.'],
    [CART_MESSAGES.productsRemoved(2), 'Hai rimosso 2 prodotti dal carrello.'],
    [WISHLIST_MESSAGES.productsAdded(1, 'Cena'), 'Hai aggiunto 1 prodotto alla lista «Cena».'],
    [WISHLIST_MESSAGES.productsAdded(4, 'Cena'), 'Hai aggiunto 4 prodotti alla lista «Cena».'],
    [WISHLIST_MESSAGES.productsRemoved(1, 'Cena'), 'Hai rimosso 1 prodotto dalla lista «Cena».'],
    [REGISTRATION_MAIL_MESSAGES.validity(1), '1 ora'],
    [REGISTRATION_MAIL_MESSAGES.validity(36), '36 ore'],
    [REGISTRATION_MAIL_MESSAGES.validity(24), '1 giorno'],
    [REGISTRATION_MAIL_MESSAGES.validity(72), '3 giorni'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('choose their form through the one helper, never by comparing a count with 1', () => {
    const home = fileURLToPath(new URL('.', import.meta.url));
    const modules = readdirSync(home).filter((name) => /^(?!plural)\w[\w-]*\.ts$/.test(name));
    expect(modules).toContain('cart.ts');
    const byHand = modules.filter((name) =>
      /\w\s*===\s*1\s*\?/.test(readFileSync(`${home}${name}`, 'utf8')),
    );
    expect(byHand).toEqual([]);
  });
});
