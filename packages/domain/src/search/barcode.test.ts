import { describe, expect, it } from 'vitest';
import { barcodeOf } from './barcode';

describe('barcodeOf', () => {
  it.each([
    ['8100001001678', '8100001001678'],
    [' 8 100001 001678 ', '8100001001678'],
    ['8100001-001678', '8100001001678'],
    // EAN-8 (a real one: 9638-5074), written as GTIN-13.
    ['96385074', '0000096385074'],
    ['8100001001679', null],
    ['96385075', null],
    ['810000100167', null],
    ['passata', null],
    ['', null],
  ])('%j → %j', (text, ean) => {
    expect(barcodeOf(text)).toBe(ean);
  });
});
