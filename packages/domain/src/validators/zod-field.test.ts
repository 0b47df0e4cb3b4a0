import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { phoneRule } from './phone';
import { requiredRule } from './required';
import { ruleField } from './zod-field';

describe('ruleField', () => {
  const schema = z.object({
    required: ruleField(requiredRule(), phoneRule()),
    optional: ruleField(phoneRule()),
  });
  const messages = (input: unknown) => {
    const result = schema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it.each<[string, unknown, string[]]>([
    ['both valid', { required: '3331234567', optional: '021234567' }, []],
    ['optional empty', { required: '3331234567', optional: '' }, []],
    ['required empty', { required: '', optional: '' }, ['required: Campo obbligatorio']],
    [
      'invalid phone',
      { required: '12', optional: '' },
      ['required: Digitare un numero di telefono valido'],
    ],
    // a field whose rules all accept empty input still needs a string in the object
    ['optional missing', { required: '3331234567' }, ['optional: Campo obbligatorio']],
  ])('%s', (_name, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
