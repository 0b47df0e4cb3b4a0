import { describe, expect, it } from 'vitest';
import { requiredRule } from './required';

describe('requiredRule', () => {
  it.each([
    ['Mario', true],
    ['0', true],
    [' x ', true],
    ['', 'Campo obbligatorio'],
    [null, 'Campo obbligatorio'],
    [undefined, 'Campo obbligatorio'],
    // a field of spaces is not filled in
    ['   ', 'Campo obbligatorio'],
  ])('%j → %s', (value, expected) => {
    expect(requiredRule()(value)).toBe(expected);
  });

  it('uses a custom message', () => {
    expect(requiredRule("Digitare l'e-mail")('')).toBe("Digitare l'e-mail");
  });
});
