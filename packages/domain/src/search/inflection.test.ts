import { describe, expect, it } from 'vitest';
import { numberForms } from './inflection';

describe('numberForms', () => {
  it.each([
    ['arance', ['arance', 'arancia', 'aranci']],
    ['arancia', ['arancia', 'arance', 'arancie']],
    ['pesche', ['pesche', 'pesca']],
    ['pesca', ['pesca', 'pesche']],
    ['limoni', ['limoni', 'limono', 'limone', 'limonio']],
    ['limone', ['limone', 'limona', 'limoni']],
    ['formaggio', ['formaggio', 'formaggi']],
    ['funghi', ['funghi', 'fungo']],
    ['bianco', ['bianco', 'bianchi', 'bianci']],
    ['uova', ['uova', 'uovo']],
    ['yogurt', ['yogurt']],
    ['al', ['al']],
  ])('%s → %j', (word, forms) => {
    expect(numberForms(word)).toEqual(forms);
  });

  it('keeps apart what the stemmer merges', () => {
    expect(numberForms('pesche')).not.toContain('pesce');
    expect(numberForms('arance')).not.toContain('aranciata');
    expect(numberForms('limoni')).not.toContain('limonata');
  });
});
