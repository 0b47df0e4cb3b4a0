import { describe, expect, it } from 'vitest';
import { isBlank, optionalRule, runRules, type FieldRule } from './rule';

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    // only whitespace counts as not filled in
    ['   ', true],
    ['\t\n', true],
    ['a', false],
    [' a ', false],
    ['0', false],
  ])('%j → %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('runRules', () => {
  const failsWith =
    (message: string): FieldRule =>
    () =>
      message;
  const isDigit = optionalRule((v) => /^\d$/.test(v), 'not a digit');

  it.each<[string, FieldRule[], string, true | string]>([
    ['no rules', [], 'x', true],
    ['all pass', [isDigit], '7', true],
    // the form shows one message: the first failure wins
    ['first failure wins', [failsWith('first'), failsWith('second')], 'x', 'first'],
    ['optional rules skip empty input', [isDigit], '', true],
    ['optional rule fails on bad input', [isDigit], 'x', 'not a digit'],
  ])('%s', (_name, rules, value, expected) => {
    expect(runRules(value, rules)).toBe(expected);
  });
});
