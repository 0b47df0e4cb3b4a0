import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS, synonymsOf } from './synonyms';

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
    for (const [term, words] of Object.entries(SEARCH_SYNONYMS)) {
      for (const word of [term, ...words]) expect(word).toMatch(/^[a-z]+$/);
      expect(words).not.toContain(term);
    }
  });
});
