/** GS1 check digit: weights 1 and 3 alternate from the left over the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN body must be 12 digits: ${first12}`);
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A valid EAN-13 in an Italian GS1 prefix (800–839): 7 digits of company
 * prefix, 5 of item reference and the check digit.
 */
export function ean13(companyPrefix: string, itemReference: number): string {
  const body = `${companyPrefix}${String(itemReference).padStart(5, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

export const isValidEan13 = (code: string): boolean =>
  /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
