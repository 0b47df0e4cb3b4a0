/**
 * A form field rule: true when the value is acceptable, otherwise the Italian
 * message to show. The shape is the one Vuetify-style rule lists use, so a
 * field can run several rules and show the first failure.
 */
export type FieldRule = (value: string | null | undefined) => true | string;

/** Empty means absent or only whitespace: a field of spaces is not filled in. */
export const isBlank = (value: string | null | undefined): value is null | undefined | '' =>
  value == null || value.trim() === '';

/**
 * A rule that accepts empty input (docs/rules/account.md: all validators except Required)
 * and otherwise checks the value as typed; forms trim before validating if
 * they want to forgive surrounding spaces.
 */
export const optionalRule =
  (isValid: (value: string) => boolean, message: string): FieldRule =>
  (value) =>
    isBlank(value) || isValid(value) ? true : message;

/** The first failing message of `rules`, or true. */
export const runRules = (
  value: string | null | undefined,
  rules: readonly FieldRule[],
): true | string => {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return true;
};
