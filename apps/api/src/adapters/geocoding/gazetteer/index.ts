import { COMUNI_ROWS } from './comuni';
import { STREET_ROWS } from './streets';
import { COMUNE_ALIASES, normalise, streetKey } from './normalise';

export interface Comune {
  istat: string;
  name: string;
  province: string;
  caps: readonly string[];
  latitude: number;
  longitude: number;
  /** Normalised name, for comparisons. */
  key: string;
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

/** "40121-40141" → every CAP of the range; "40026" → itself. */
export function expandCaps(caps: string): string[] {
  const [from, to] = caps.split('-');
  if (!from) return [];
  if (!to) return [from];
  const out: string[] = [];
  for (let cap = Number(from); cap <= Number(to); cap += 1) out.push(String(cap).padStart(5, '0'));
  return out;
}

export interface Gazetteer {
  comuni: readonly Comune[];
  streets: readonly Street[];
  findComune(name: string): Comune | undefined;
  comuneByCap(cap: string): Comune | undefined;
}

function load(): Gazetteer {
  const comuni: Comune[] = COMUNI_ROWS.map(
    ([istat, name, province, caps, latitude, longitude]) => ({
      istat,
      name,
      province,
      caps: expandCaps(caps),
      latitude,
      longitude,
      key: normalise(name),
    }),
  );
  const byKey = new Map(comuni.map((c) => [c.key, c]));
  const byCap = new Map<string, Comune>();
  for (const comune of comuni) for (const cap of comune.caps) byCap.set(cap, comune);
  const streets: Street[] = STREET_ROWS.map(([city, name, postalcode, latitude, longitude]) => {
    const comune = byKey.get(normalise(city));
    if (!comune) throw new Error(`gazetteer: street ${name} names unknown comune ${city}`);
    return { comune, name, postalcode, latitude, longitude, key: streetKey(name) };
  });
  return {
    comuni,
    streets,
    findComune(name) {
      const key = normalise(name);
      const alias = COMUNE_ALIASES[key];
      return byKey.get(alias ? normalise(alias) : key);
    },
    comuneByCap: (cap) => byCap.get(cap.trim()),
  };
}

let cached: Gazetteer | undefined;

/** The shipped gazetteer, indexed once per process (it is immutable data). */
export function gazetteer(): Gazetteer {
  cached ??= load();
  return cached;
}
