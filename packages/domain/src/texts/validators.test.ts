import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, exactLengthMessage } from './validators';

describe('messages', () => {
  it.each([
    [5, 'Il campo deve essere lungo 5 caratteri'],
    [16, 'Il campo deve essere lungo 16 caratteri'],
  ])('exactLengthMessage(%d)', (length, expected) => {
    expect(exactLengthMessage(length)).toBe(expected);
  });

  it('keeps the i18next placeholder for the web resources', () => {
    expect(VALIDATION_MESSAGES.exactLength).toContain('{{length}}');
  });
});
