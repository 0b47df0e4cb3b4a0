import { describe, expect, it } from 'vitest';
import { packshotUrl, pictureSrcSet } from './pictures';

describe('pictureSrcSet', () => {
  it("lists a shop picture at each of its kind's widths, the first without a query", () => {
    expect(pictureSrcSet(packshotUrl(100002), 'packshot')).toBe(
      '/img/products/100002.webp 400w, /img/products/100002.webp?w=800 800w',
    );
    expect(pictureSrcSet('/p/wp-content/uploads/slides/offerte.webp', 'slide')).toBe(
      '/p/wp-content/uploads/slides/offerte.webp 1200w, /p/wp-content/uploads/slides/offerte.webp?w=800 800w',
    );
  });

  it('leaves other pictures alone', () => {
    for (const url of [
      '/img/products/100002.svg',
      'https://cdn.example.com/a.webp',
      '/img/products/1.webp?w=800',
      '',
    ])
      expect(pictureSrcSet(url, 'packshot')).toBeUndefined();
  });
});
