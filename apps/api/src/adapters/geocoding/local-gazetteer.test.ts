import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer';
import { distanceMeters, isInItaly } from './geo';
import { LocalGazetteerGeocoder } from './local-gazetteer';

const geocoder = new LocalGazetteerGeocoder();

describe('the shipped gazetteer', () => {
  it('knows the provincial capitals of Emilia-Romagna and 100+ comuni, each with CAP and coordinates', () => {
    const { comuni } = gazetteer();
    expect(comuni.length).toBeGreaterThanOrEqual(100);
    for (const capital of [
      'Bologna',
      'Modena',
      "Reggio nell'Emilia",
      'Parma',
      'Ferrara',
      'Ravenna',
      'Forlì',
      'Rimini',
      'Piacenza',
    ])
      expect(comuni.map((c) => c.name)).toContain(capital);
    for (const c of comuni) {
      expect(c.caps.length).toBeGreaterThan(0);
      expect(c.caps.every((cap) => /^4\d{4}$|^29\d{3}$/.test(cap))).toBe(true);
      // Inside the region, roughly.
      expect(c.latitude).toBeGreaterThan(43.7);
      expect(c.latitude).toBeLessThan(45.2);
      expect(c.longitude).toBeGreaterThan(9.1);
      expect(c.longitude).toBeLessThan(12.8);
    }
    expect(comuni.find((c) => c.name === 'Bologna')!.caps).toHaveLength(21);
  });

  it('has a few dozen streets in each delivery city, close to its centre', () => {
    const { streets } = gazetteer();
    for (const city of ['Bologna', 'Modena', "Reggio nell'Emilia", 'Parma', 'Ferrara', 'Imola']) {
      const own = streets.filter((s) => s.comune.name === city);
      expect(own.length).toBeGreaterThanOrEqual(15);
      for (const s of own) {
        expect(distanceMeters(s, s.comune)).toBeLessThan(6_000);
        expect(s.comune.caps).toContain(s.postalcode);
      }
    }
  });
});

describe('LocalGazetteerGeocoder', () => {
  it.each([
    ['via indip', "Via dell'Indipendenza", 'Bologna'],
    ["Via dell'Indipendenza 12 Bologna", "Via dell'Indipendenza", 'Bologna'],
    ['viale piave reggio', 'Viale Piave', "Reggio nell'Emilia"],
    ['corso giovecca', 'Corso della Giovecca', 'Ferrara'],
  ])('autocompletes %j to %s, %s', async (text, street, city) => {
    const [first] = await geocoder.autocomplete(text);
    expect(first).toMatchObject({ address1: street, city, precision: 'street' });
  });

  it('keeps the typed house number and describes the place', async () => {
    const [first] = await geocoder.autocomplete('via zamboni 33');
    expect(first).toMatchObject({
      addressNumber: '33',
      postalcode: '40126',
      description: 'Via Zamboni 33, 40126 Bologna BO',
    });
  });

  it('suggests comuni too, and nothing under three characters', async () => {
    expect((await geocoder.autocomplete('casalec')).map((p) => p.city)).toContain(
      'Casalecchio di Reno',
    );
    expect(await geocoder.autocomplete('vi')).toEqual([]);
    expect(await geocoder.autocomplete('Champs Elysees')).toEqual([]);
  });

  it('geocodes a known street, a known comune and refuses an unknown one', async () => {
    expect(
      await geocoder.geocode({ address1: 'via zamboni', addressNumber: '33', city: 'BOLOGNA' }),
    ).toMatchObject({
      address1: 'Via Zamboni',
      postalcode: '40126',
      province: 'BO',
      precision: 'street',
    });
    expect(
      await geocoder.geocode({ address1: 'Via Nuova', addressNumber: '5', city: 'Reggio Emilia' }),
    ).toMatchObject({
      address1: 'Via Nuova',
      city: "Reggio nell'Emilia",
      precision: 'city',
      // several CAPs and none typed: the gazetteer cannot pick one
      postalcode: '',
    });
    expect(await geocoder.geocode({ address1: 'Via Roma', city: 'Milano' })).toBeNull();
  });

  it('does not take a CAP of another comune', async () => {
    const place = await geocoder.geocode({
      address1: 'Via Sconosciuta',
      city: 'Imola',
      postalcode: '40121',
    });
    expect(place?.postalcode).toBe('40026');
  });

  it('reverse-geocodes to the nearest street, or the comune, and nothing outside Italy', async () => {
    expect(await geocoder.reverse(44.4938, 11.3426)).toMatchObject({ address1: 'Piazza Maggiore' });
    expect(await geocoder.reverse(44.1431, 12.4681)).toMatchObject({
      city: 'Bellaria-Igea Marina',
      precision: 'city',
    });
    expect(await geocoder.reverse(48.8566, 2.3522)).toBeNull();
    expect(isInItaly(48.8566, 2.3522)).toBe(false);
  });
});
