import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DIR } from '../../../api-dir';
import { STREET_ROWS } from './streets';
import { COMUNE_ALIASES, normalise, streetKey } from './normalise';

/**
 * Every comune of Italy, one a line, written by apps/api/scripts/build-comuni.mjs
 * (sources and licences there): ISTAT code, name, province sigla, region, CAPs,
 * population, latitude, longitude.
 */
const COMUNI_FILE = path.join(API_DIR, 'src', 'adapters', 'geocoding', 'gazetteer', 'comuni.tsv');

export interface Comune {
  istat: string;
  name: string;
  /** Province sigla, e.g. BO. */
  province: string;
  region: string;
  caps: readonly string[];
  population: number;
  latitude: number;
  longitude: number;
  /** Normalised name, for comparisons. */
  key: string;
  /** The words of key. */
  words: readonly string[];
}

export interface Street {
  comune: Comune;
  name: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  /** streetKey() of the name. */
  key: string;
}

/** "20121-20123,20125" → every CAP of the runs; "40026" → itself. */
export function expandCaps(caps: string): string[] {
  const out: string[] = [];
  for (const run of caps.split(',')) {
    const [from, to] = run.split('-');
    if (!from) continue;
    for (let cap = Number(from); cap <= Number(to ?? from); cap += 1)
      out.push(String(cap).padStart(5, '0'));
  }
  return out;
}

export interface Gazetteer {
  /** Most populous first, so suggestions rank Roma before Romano di Lombardia. */
  comuni: readonly Comune[];
  streets: readonly Street[];
  /** By name (or a common alias); a province sigla tells apart the few namesakes (Castro BG, LE). */
  findComune(name: string, province?: string | null): Comune | undefined;
  /** The comuni of a CAP, most populous first: several small comuni share one. */
  comuniWithCap(cap: string): readonly Comune[];
  /** Comuni with a word starting with this normalised text, most populous first. */
  comuniWithWordStarting(prefix: string): readonly Comune[];
  /** Comuni whose normalised name starts with this text, most populous first. */
  comuniNamedStarting(prefix: string): readonly Comune[];
}

/** Indexes take the first letters of a word: a typed word is looked up among a few hundred comuni, not 7,900. */
const INDEX_CHARS = 2;

function parseComuni(text: string): Comune[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [istat, name, province, region, caps, population, latitude, longitude] =
        line.split('\t');
      if (!istat || !name || !province || !region || !caps || !latitude || !longitude)
        throw new Error(`gazetteer: malformed comune row ${line}`);
      const key = normalise(name);
      return {
        istat,
        name,
        province,
        region,
        caps: expandCaps(caps),
        population: Number(population),
        latitude: Number(latitude),
        longitude: Number(longitude),
        key,
        words: key.split(' '),
      };
    })
    .sort((a, b) => b.population - a.population);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function load(text = readFileSync(COMUNI_FILE, 'utf8')): Gazetteer {
  const comuni = parseComuni(text);
  const byKey = new Map<string, Comune[]>();
  const byCap = new Map<string, Comune[]>();
  const byWordStart = new Map<string, Comune[]>();
  const byNameStart = new Map<string, Comune[]>();
  for (const comune of comuni) {
    push(byKey, comune.key, comune);
    for (const cap of comune.caps) push(byCap, cap, comune);
    for (const start of new Set(comune.words.map((w) => w.slice(0, INDEX_CHARS))))
      push(byWordStart, start, comune);
    push(byNameStart, comune.key.slice(0, INDEX_CHARS), comune);
  }
  const startingWith = (
    index: Map<string, Comune[]>,
    prefix: string,
    matches: (c: Comune) => boolean,
  ) =>
    prefix.length < INDEX_CHARS
      ? comuni.filter(matches)
      : (index.get(prefix.slice(0, INDEX_CHARS)) ?? []).filter(matches);
  const findComune = (name: string, province?: string | null): Comune | undefined => {
    const key = normalise(name);
    const alias = COMUNE_ALIASES[key];
    const named = byKey.get(alias ? normalise(alias) : key);
    const sigla = province?.trim().toUpperCase();
    return named?.find((c) => c.province === sigla) ?? named?.[0];
  };
  const streets: Street[] = STREET_ROWS.map(([city, name, postalcode, latitude, longitude]) => {
    const comune = findComune(city);
    if (!comune) throw new Error(`gazetteer: street ${name} names unknown comune ${city}`);
    return { comune, name, postalcode, latitude, longitude, key: streetKey(name) };
  });
  return {
    comuni,
    streets,
    findComune,
    comuniWithCap: (cap) => byCap.get(cap.trim()) ?? [],
    comuniWithWordStarting: (prefix) =>
      startingWith(byWordStart, prefix, (c) => c.words.some((w) => w.startsWith(prefix))),
    comuniNamedStarting: (prefix) =>
      startingWith(byNameStart, prefix, (c) => c.key.startsWith(prefix)),
  };
}

let cached: Gazetteer | undefined;

/** The shipped gazetteer, read and indexed once per process (it is immutable data). */
export function gazetteer(): Gazetteer {
  cached ??= load();
  return cached;
}
