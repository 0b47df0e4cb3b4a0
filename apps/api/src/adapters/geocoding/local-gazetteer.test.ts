import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer';
import { distanceMeters, isInItaly } from './geo';
import { LocalGazetteerGeocoder } from './local-gazetteer';

const geocoder = new LocalGazetteerGeocoder();

describe('the shipped gazetteer', () => {
  it('knows every comune of Italy, each with CAP, province, region and coordinates in Italy', () => {
    const { comuni } = gazetteer();
    expect(comuni.length).toBeGreaterThanOrEqual(7_900);
    expect(new Set(comuni.map((c) => c.region)).size).toBe(20);
    expect(new Set(comuni.map((c) => c.istat)).size).toBe(comuni.length);
    for (const c of comuni) {
      expect(c.caps.length).toBeGreaterThan(0);
      expect(c.caps.every((cap) => /^\d{5}$/.test(cap))).toBe(true);
      expect(c.province).toMatch(/^[A-Z]{2}$/);
      expect(isInItaly(c.latitude, c.longitude)).toBe(true);
    }
    const named = (name: string) => comuni.find((c) => c.name === name)!;
    expect(named('Bologna').caps).toHaveLength(21);
    expect(named('Milano').caps).toHaveLength(42);
    expect(named('Milano')).toMatchObject({ province: 'MI', region: 'Lombardia' });
    expect(named('Palermo')).toMatchObject({ province: 'PA', region: 'Sicilia' });
    // The seat of each comune, not a place merged into it that shares its ISTAT code.
    for (const [name, latitude, longitude] of [
      ['Roma', 41.9028, 12.4964],
      ['Genova', 44.4056, 8.9463],
      ['Valsamoggia', 44.5018, 11.0868],
      ['Cagliari', 39.2238, 9.1217],
    ] as const)
      expect(distanceMeters(named(name), { latitude, longitude })).toBeLessThan(3_000);
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

  it('geocodes a known street, a known comune and refuses a town outside Italy', async () => {
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
    expect(await geocoder.geocode({ address1: 'Rue de Rivoli', city: 'Paris' })).toBeNull();
  });

  it('tells apart streets that differ only by their type: Strada and Piazza Maggiore', async () => {
    expect(
      await geocoder.geocode({ address1: 'Strada Maggiore', addressNumber: '5', city: 'Bologna' }),
    ).toMatchObject({ address1: 'Strada Maggiore', postalcode: '40125' });
    expect(
      await geocoder.geocode({ address1: 'piazza maggiore', addressNumber: '1', city: 'Bologna' }),
    ).toMatchObject({ address1: 'Piazza Maggiore', postalcode: '40124' });
    // Typed without its type, the CAP decides.
    expect(
      await geocoder.geocode({ address1: 'Maggiore', postalcode: '40125', city: 'Bologna' }),
    ).toMatchObject({ address1: 'Strada Maggiore' });
  });

  it.each([
    ['Via Roma 1, Milano', 'Via Roma', 'Milano', 'MI'],
    ['milano, via roma 1', 'Via Roma', 'Milano', 'MI'],
    ["via dell'orologio 3 palermo", "Via dell'Orologio", 'Palermo', 'PA'],
    ['Corso Vittorio Emanuele 10, Cagliari', 'Corso Vittorio Emanuele', 'Cagliari', 'CA'],
    ["Via Roma 2, Sant'Agata de' Goti", 'Via Roma', "Sant'Agata de' Goti", 'BN'],
    ['via emilia 5 sant agata de goti', 'Via Emilia', "Sant'Agata de' Goti", 'BN'],
    ['Corso della Repubblica 4, Forli', 'Corso della Repubblica', 'Forlì', 'FC'],
  ])(
    'finds %j anywhere in Italy: %s in %s (%s), at the comune',
    async (text, street, city, province) => {
      const places = await geocoder.autocomplete(text);
      expect(places[0]).toMatchObject({ address1: street, city, province, precision: 'city' });
    },
  );

  it('keeps the house number, and the CAP only when it is one of the comune', async () => {
    const [milano] = await geocoder.autocomplete('Via Roma 1, Milano');
    // Milano has 42 CAPs and none typed: the shopper completes it.
    expect(milano).toMatchObject({
      addressNumber: '1',
      postalcode: '',
      description: 'Via Roma 1, Milano MI',
    });
    const [withCap] = await geocoder.autocomplete('Via Roma 1, 20121 Milano');
    expect(withCap).toMatchObject({
      postalcode: '20121',
      description: 'Via Roma 1, 20121 Milano MI',
    });
    expect(await geocoder.autocomplete('Via Roma 1, 40121 Milano')).toEqual([]);
    const [sassari] = await geocoder.autocomplete('Via Roma 1, Sassari');
    expect(sassari).toMatchObject({ postalcode: '07100', province: 'SS' });
  });

  it('finds comuni by name without accents or apostrophes, and by CAP alone', async () => {
    expect((await geocoder.autocomplete('forli'))[0]).toMatchObject({
      city: 'Forlì',
      province: 'FC',
    });
    expect((await geocoder.autocomplete('sant agata de')).map((p) => p.city)).toContain(
      "Sant'Agata de' Goti",
    );
    // The most populous first among the comuni (a Via Roma of a delivery city may come before).
    const comuni = (await geocoder.autocomplete('roma')).filter((p) => !p.address1);
    expect(comuni[0]).toMatchObject({ city: 'Roma', province: 'RM' });
    expect((await geocoder.autocomplete('90133'))[0]).toMatchObject({
      city: 'Palermo',
      postalcode: '90133',
    });
  });

  it('geocodes any comune, accepting any of its CAPs, and tells namesakes apart by province', async () => {
    expect(
      await geocoder.geocode({ address1: 'Via Roma', city: 'MILANO', postalcode: '20135' }),
    ).toMatchObject({
      city: 'Milano',
      province: 'MI',
      postalcode: '20135',
      precision: 'city',
    });
    expect(await geocoder.geocode({ city: 'Nuoro', address1: 'Corso Garibaldi' })).toMatchObject({
      province: 'NU',
      postalcode: '08100',
    });
    expect(await geocoder.geocode({ postalcode: '98122' })).toMatchObject({ city: 'Messina' });
    expect(await geocoder.geocode({ city: 'Castro', province: 'LE' })).toMatchObject({
      province: 'LE',
    });
    expect(await geocoder.geocode({ city: 'Castro', province: 'BG' })).toMatchObject({
      province: 'BG',
    });
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
