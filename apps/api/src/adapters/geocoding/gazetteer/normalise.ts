/** Lower case, no accents, apostrophes and punctuation as spaces: how names are compared. */
export const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Street-type words shoppers type or leave out at will ("v.", "viale", "p.zza"). */
const STREET_TYPES = new Set([
  'via',
  'v',
  'viale',
  'vle',
  'piazza',
  'p',
  'pza',
  'pzza',
  'piazzale',
  'corso',
  'c',
  'so',
  'strada',
  'str',
  'vicolo',
  'largo',
]);

const CONNECTIVES = new Set(['di', 'del', 'della', 'dei', 'delle', 'dell', 'd', 'e']);

/** "Via dell'Indipendenza" → "indipendenza": the words that identify a street. */
export const streetKey = (street: string): string =>
  normalise(street)
    .split(' ')
    .filter((w) => w && !STREET_TYPES.has(w) && !CONNECTIVES.has(w))
    .join(' ');

/** Names shoppers use for comuni whose official name differs. */
export const COMUNE_ALIASES: Readonly<Record<string, string>> = {
  'reggio emilia': "Reggio nell'Emilia",
  reggio: "Reggio nell'Emilia",
  forli: 'Forlì',
  'porretta terme': 'Alto Reno Terme',
  bazzano: 'Valsamoggia',
};
