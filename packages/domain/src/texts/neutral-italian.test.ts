import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Every home of the shop's texts (decision 032): what the server writes, what the
 * screens say, the mails' templates that put the server's sentences together, and
 * the content a brand starts with.
 */
const HOMES: { dir: string; file: RegExp }[] = [
  { dir: 'packages/domain/src/texts', file: /^(?!.*\.test\.ts$).*\.ts$/ },
  { dir: 'apps/web/src/i18n', file: /\.json$/ },
  { dir: 'apps/api/src/features/mail/templates', file: /^(?!.*\.test\.ts$).*\.ts$/ },
  // A brand's pages and answers as the seed first writes them.
  { dir: 'apps/api/src/seed', file: /^(?!.*\.test\.ts$).*\.ts$/ },
];

function files(dir: string, file: RegExp): string[] {
  return readdirSync(join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return files(path, file);
    return file.test(entry.name) ? [path] : [];
  });
}

/**
 * Words that give the shopper a gender: a past participle or an adjective agreed
 * with «tu» (sei stato, ti sei registrato, verrai disconnesso, sei sicuro), and the
 * greetings that agree with whom they greet (benvenuto, bentornata).
 */
const ADDRESSED = [
  /\b(?:sei|sarai|saresti|eri|fossi|verrai|verresti|rimarrai|resterai)\s+(?:(?:già|ancora|davvero|troppo|più|stat[oaie])\s+)*(?!(?:una|nella|alla|sulla|dalla|della|nei|negli|ai|agli|dei|degli|sui|dai|ora|sempre|qua|qui)\b)\p{L}+[oaie]\b/giu,
  /\b(?:esserti|ti\s+sei|ti\s+eri|ti\s+sarai)\s+(?:\p{L}+\s+)?\p{L}+(?:at|ut|it|ss|tt|s)[oaie]\b/giu,
  /\b(?:benvenut|bentornat)[oaie]\b/giu,
];

/** Found by the patterns, yet not addressed to the shopper. */
const NOT_ADDRESSED = [
  // The loyalty programme's welcome points: a noun, whoever gets them.
  'Punti di benvenuto',
  // A discount code in a comment's example, not a greeting.
  'BENVENUTO',
  // «Offline» ends in an -e that agrees with nobody.
  'Sei offline',
  // «tu»: the shopper named, no agreement.
  'sei tu',
];

function addressed(text: string): string[] {
  const cleared = NOT_ADDRESSED.reduce((rest, allowed) => rest.replaceAll(allowed, ' '), text);
  return ADDRESSED.flatMap((pattern) => [...cleared.matchAll(pattern)].map((match) => match[0]));
}

describe('texts addressed to the shopper', () => {
  it('give the shopper no gender, in every home of the texts', () => {
    const gendered = HOMES.flatMap(({ dir, file }) => files(dir, file)).flatMap((path) =>
      addressed(readFileSync(join(REPO, path), 'utf8')).map((found) => `${path}: «${found}»`),
    );
    expect(gendered).toEqual([]);
  });

  it.each([
    ['grazie per esserti registrato su Mercatò!'],
    ['Per sicurezza sei stato disconnesso da tutti i dispositivi'],
    ['Se non sei stata tu, ignora questa e-mail'],
    ['Scrivi l’e-mail con cui ti sei registrato'],
    ['saranno cancellati e verrai disconnesso.'],
    ['Sei sicuro di voler eliminare l’indirizzo?'],
    ['Sei ancora troppo lontano dal punto di ritiro'],
    ['riprova quando sarai più vicino'],
    ['Benvenuta nel tuo account'],
  ])('finds «%s»', (text) => {
    expect(addressed(text)).not.toEqual([]);
  });

  it.each([
    ['Sei offline: l’operazione non è stata eseguita.'],
    ['Per confermare che sei tu, digita la password.'],
    ['Il tuo account è stato eliminato.'],
    ['Abbiamo registrato le modifiche al tuo ordine.'],
    ['Punti di benvenuto nel programma fedeltà'],
    ['Non è possibile mentre sei in questa pagina.'],
    ['riprova quando sarai nei paraggi.'],
  ])('leaves «%s» alone', (text) => {
    expect(addressed(text)).toEqual([]);
  });
});
