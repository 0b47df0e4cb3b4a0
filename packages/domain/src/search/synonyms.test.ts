import { describe, expect, it } from 'vitest';
import {
  BRAND_SEARCH_SYNONYMS,
  SEARCH_SYNONYMS,
  dictionaryCompletions,
  dictionaryTermNear,
  synonymsOf,
} from './synonyms';

describe('search synonyms', () => {
  it.each([
    ['coca', ['cola']],
    ['evo', ['extravergine']],
    ['te', ['infusi', 'tisane', 'freddi']],
    ['gassata', ['frizzante']],
    ['liscia', ['naturale']],
    ['croccantini', ['crocchette']],
    ['gassate', []],
    ['piatti', []],
    ['detersivo', []],
  ])('%s → %j', (term, words) => {
    expect(synonymsOf(term)).toEqual(words);
  });

  it('is written as search terms are: lower-case letters, no accents, no word standing for itself', () => {
    for (const dictionary of [SEARCH_SYNONYMS, ...Object.values(BRAND_SEARCH_SYNONYMS)]) {
      for (const [term, words] of Object.entries(dictionary)) {
        for (const word of [term, ...words]) expect(word).toMatch(/^[a-z]+$/);
        expect(words).not.toContain(term);
      }
    }
  });

  it("adds a brand's own entries to the shop's, at that brand only", () => {
    const brands = { fresco: { gassata: ['mossa'], tigella: ['crescentina'] } };
    expect(synonymsOf('gassata', 'fresco', brands)).toEqual(['frizzante', 'mossa']);
    expect(synonymsOf('tigella', 'fresco', brands)).toEqual(['crescentina']);
    expect(synonymsOf('tigella', 'mercato', brands)).toEqual([]);
    expect(synonymsOf('gassata', undefined, brands)).toEqual(['frizzante']);
  });

  it.each([
    ['marchio', 'mercato', ['mercato']],
    ['marchio', 'fresco', ['freschissimo']],
    ['marca', 'fresco', ['freschissimo']],
    ['crescente', 'mercato', ['focaccia']],
    ['crescente', 'fresco', []],
    ['marchio', undefined, []],
  ])("reads %s at %s with the brand's own table: %j", (term, brandId, words) => {
    expect(synonymsOf(term, brandId)).toEqual(words);
  });

  it("completes a brand's own words at that brand only", () => {
    expect(dictionaryCompletions('marc', 'mercato')).toEqual(['mercato']);
    expect(dictionaryCompletions('marc', 'fresco')).toEqual(['freschissimo']);
    expect(dictionaryCompletions('cresc', 'mercato')).toEqual(['focaccia']);
    expect(dictionaryCompletions('cresc', 'fresco')).toEqual([]);
    expect(dictionaryTermNear('crescenti', 'mercato')).toBe('crescente');
    expect(dictionaryTermNear('crescenti', 'fresco')).toBeNull();
  });

  it.each([
    ['gassata', ['frizzante']],
    ['gassa', ['frizzante']],
    ['croccan', ['crocchette']],
    ['te', ['infusi', 'tisane', 'freddi']],
    ['ga', []],
    ['latte', []],
  ])('the search box completes %s with %j', (typed, words) => {
    expect(dictionaryCompletions(typed)).toEqual(words);
  });
});

describe('dictionaryTermNear', () => {
  it.each([
    ['gasata', 'gassata'],
    ['crocantini', 'croccantini'],
    ['croccnatini', 'croccantini'],
    ['affetati', 'affettati'],
    ['gassata', null],
    ['gassosa', null],
    ['gasate', null],
    ['the', null],
    ['latte', null],
  ])('%s → %s', (word, term) => {
    expect(dictionaryTermNear(word)).toBe(term);
  });
});
