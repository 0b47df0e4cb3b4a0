import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SvgRaster } from './svg-raster';

const label = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100"><rect width="200" height="100" fill="#ffffff"/><text x="100" y="60" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#000000">${text}</text></svg>`;

/** How much of the picture is ink: the share of dark pixels. */
async function inked(picture: Buffer): Promise<number> {
  const { data } = await sharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((v) => v < 128).length / data.length;
}

describe('SvgRaster', () => {
  it("draws an SVG's words in the bundled font, at the width asked, in proportion", async () => {
    const raster = new SvgRaster();
    const picture = await raster.webp(label('Mele Fuji'), 400);
    expect(picture.subarray(0, 4).toString()).toBe('RIFF');
    expect(picture.subarray(8, 12).toString()).toBe('WEBP');
    const { width, height } = await sharp(picture).metadata();
    expect({ width, height }).toEqual({ width: 400, height: 200 });
    // Words drawn: some ink, and more for a longer name.
    const short = await inked(await raster.webp(label('Uva'), 400));
    expect(short).toBeGreaterThan(0.01);
    expect(await inked(picture)).toBeGreaterThan(short);
  });

  it('draws each picture once, and again when its SVG changes', async () => {
    const raster = new SvgRaster();
    const [a, b] = await Promise.all([
      raster.webp(label('Pere'), 200),
      raster.webp(label('Pere'), 200),
    ]);
    expect(a).toBe(b);
    expect(await raster.webp(label('Pere'), 200)).toBe(a);
    expect(await raster.webp(label('Pere Abate'), 200)).not.toBe(a);
    expect(await raster.webp(label('Pere'), 100)).not.toBe(a);
  });

  it('keeps no more than its bound', async () => {
    const raster = new SvgRaster(1);
    const first = await raster.webp(label('Kiwi'), 100);
    expect(await raster.webp(label('Kiwi'), 100)).not.toBe(first);
  });
});
