import { describe, expect, it } from 'vitest';
import { phoneRule } from './phone';

const MESSAGE = 'Digitare un numero di telefono valido';

describe('phoneRule', () => {
  it.each([
    ['', true],
    [undefined, true],
    ['3331234567', true],
    ['333 123 4567', true],
    ['+39 333 1234567', true],
    ['0039 333-123-4567', true],
    ['+393331234567', true],
    // Milan landline with area code
    ['02 1234567', true],
    ['06.12345678', true],
    ['+39 06 1234 5678', true],
    // shortest landlines (small towns) have 6 digits
    ['012345', true],
    // longest landlines have 11 digits
    ['01234567890', true],
    // 9-digit mobiles still exist
    ['333123456', true],
    ['01234', MESSAGE],
    ['012345678901', MESSAGE],
    ['33312345', MESSAGE],
    ['33312345678', MESSAGE],
    // toll-free and service numbers cannot be called back by a courier
    ['800123456', MESSAGE],
    ['112', MESSAGE],
    ['+44 20 7946 0958', MESSAGE],
    ['333-CALL-ME', MESSAGE],
    ['(02) 1234567', MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(phoneRule()(value)).toBe(expected);
  });
});
