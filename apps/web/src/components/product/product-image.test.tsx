import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it.each([
    ['a generated packshot', '/img/products/100027.webp'],
    ['a packshot kept as SVG in an old order', '/img/products/100027.svg'],
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

  it("offers the shop's packshot at both its widths when told how wide it is shown", () => {
    const { container } = render(
      <ProductImage src="/img/products/100027.webp" alt="" size={240} sizes="50vw" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/img/products/100027.webp 400w, /img/products/100027.webp?w=800 800w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('offers one picture only for an image from elsewhere', () => {
    const { container } = render(
      <ProductImage src="https://media.example.it/p/1.jpg" alt="" size={240} sizes="50vw" />,
    );
    const img = container.querySelector('img')!;
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
