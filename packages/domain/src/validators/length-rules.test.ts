import { describe, expect, it } from 'vitest';
import { exactLengthRule, passwordRule } from './length-rules';

const PASSWORD_MESSAGE = 'La password deve essere lunga 6 caratteri';

describe('passwordRule', () => {
  it.each([
    ['', true],
    [null, true],
    ['abcdef', true],
    ['abcdefghijkl', true],
    ['abcde', PASSWORD_MESSAGE],
    // spaces inside a password are characters like any other
    ['ab cd ', true],
    // an accented letter is one character, not two UTF-16 units
    ['àèìòù', PASSWORD_MESSAGE],
    // an emoji is one character even though it is two UTF-16 units
    ['abcd😀', PASSWORD_MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(passwordRule()(value)).toBe(expected);
  });
});

describe('exactLengthRule', () => {
  it.each([
    [5, '20121', true],
    [5, '', true],
    [5, '2012', 'Il campo deve essere lungo 5 caratteri'],
    [5, '201211', 'Il campo deve essere lungo 5 caratteri'],
    [16, 'RSSMRA80A01H501U', true],
    [13, '123', 'Il campo deve essere lungo 13 caratteri'],
  ])('length %d, %j → %s', (length, value, expected) => {
    expect(exactLengthRule(length)(value)).toBe(expected);
  });

  it('uses a custom message', () => {
    expect(exactLengthRule(5, 'CAP non valido')('1')).toBe('CAP non valido');
  });
});
