import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it.each([
    ['a generated packshot', '/img/products/100027.svg'],
    ['a photo of a real deployment', 'https://media.example.it/prodotti/8001234567890.jpg'],
  ])('reserves a square of known size for %s, whatever its own shape', (_, src) => {
    const { container } = render(<ProductImage src={src} alt="" size={240} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.getAttribute('width')).toBe('240');
    expect(img.getAttribute('height')).toBe('240');
    expect(img.className).toContain('aspect-square');
    expect(img.className).toContain('object-contain');
  });
});
