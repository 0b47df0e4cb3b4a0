/** The GS1 check digit: weights 3 and 1 from the right, not counting the check digit itself. */
function checkDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i -= 1, weight = 4 - weight) {
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * The EAN-13 a typed or pasted barcode stands for, or null when the text is not
 * one. An EAN-8 is stored as GTIN-13 with five leading zeros, as GS1 writes a
 * short code in a longer field. Spaces and dashes between digit groups, as
 * labels print them, are ignored.
 */
export function barcodeOf(text: string): string | null {
  const digits = text.trim().replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{13})$/.test(digits) || !checkDigitOk(digits)) return null;
  return digits.padStart(13, '0');
}
