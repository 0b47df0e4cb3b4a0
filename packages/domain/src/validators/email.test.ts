import { describe, expect, it } from 'vitest';
import { emailRule } from './email';

const MESSAGE = 'Digitare una e-mail valida';

describe('emailRule', () => {
  it.each([
    ['mario.rossi@example.it', true],
    ['', true],
    [null, true],
    ['m+spesa@sub.example.co.uk', true],
    ["o'connor@example.ie", true],
    ['MARIO@EXAMPLE.IT', true],
    // 11-letter TLD is the longest accepted
    ['a@b.photography', true],
    ['a@b.international', MESSAGE],
    ['a@b.i', MESSAGE],
    ['mario.rossi@example', MESSAGE],
    ['mario rossi@example.it', MESSAGE],
    ['mario@@example.it', MESSAGE],
    ['.mario@example.it', MESSAGE],
    ['mario..rossi@example.it', MESSAGE],
    ['mario@-example.it', MESSAGE],
    ['mario@example.123', MESSAGE],
    // surrounding spaces are not trimmed by the rule; forms trim before validating
    [' mario@example.it', MESSAGE],
    // RFC 5321: a local part of 65 characters is too long
    [`${'a'.repeat(65)}@example.it`, MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(emailRule()(value)).toBe(expected);
  });
});
