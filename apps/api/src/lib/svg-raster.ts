import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { BoundedCache } from './bounded-cache';

/**
 * The fonts the pictures' words are drawn in, shipped with the app (DejaVu Sans,
 * from npm) instead of whatever the machine has: a fresh server may have no font at
 * all, and a picture must read the same on every machine. Helvetica, Arial and
 * sans-serif, the families the pictures name, all resolve to it.
 */
function useBundledFonts(): void {
  const fontDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
    'ttf',
  );
  const configDir = path.join(tmpdir(), 'spesa-fontconfig');
  mkdirSync(configDir, { recursive: true });
  const alias = (family: string) =>
    `<alias binding="same"><family>${family}</family><prefer><family>DejaVu Sans</family></prefer></alias>`;
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    `<dir>${fontDir}</dir>`,
    `<cachedir>${path.join(configDir, 'cache')}</cachedir>`,
    ...['Helvetica', 'Arial', 'sans-serif'].map(alias),
    '</fontconfig>',
  ].join('\n');
  // One file per configuration, shared by every process of this install: written
  // aside and renamed, so that no process reads another's half-written file.
  const file = path.join(
    configDir,
    `fonts-${createHash('sha1').update(config).digest('hex').slice(0, 12)}.conf`,
  );
  const written = `${file}.${process.pid}`;
  writeFileSync(written, config);
  renameSync(written, file);
  // Read by fontconfig when librsvg first lays out text, after sharp is loaded below.
  process.env.FONTCONFIG_FILE = file;
}

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/** sharp (libvips) is loaded on the first picture: most processes and tests draw none. */
function loadSharp(): Promise<SharpFactory> {
  loading ??= (async () => {
    useBundledFonts();
    const { default: sharp } = await import('sharp');
    // The pictures are cached below, encoded; libvips' own cache of operations would
    // hold the same pictures a second time, decoded.
    sharp.cache(false);
    return sharp;
  })();
  return loading;
}

/** The SVG's own width: its root's width attribute, in pixels. */
function intrinsicWidth(svg: string): number {
  const width = /^<svg\b[^>]*?\swidth="(\d+(?:\.\d+)?)"/.exec(svg)?.[1];
  if (!width) throw new Error('An SVG to draw needs a width in pixels on its root');
  return Number(width);
}

/**
 * The shop's generated pictures (packshots, category icons, slides, flyer pages)
 * are SVG, and a browser parses each SVG image as a document of its own on the
 * page's main thread, text layout included: tens of milliseconds each on a phone,
 * forty on the home (decision 018). This draws them as WebP, which the browser
 * decodes off the main thread, and keeps what it drew: by the SVG's text and the
 * width, so a product renamed gets a new picture, in at most `maxBytes`.
 */
export class SvgRaster {
  private readonly drawn: BoundedCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = 48 * 1024 * 1024) {
    this.drawn = new BoundedCache({
      name: 'pictures',
      ttlMs: 24 * 60 * 60 * 1000,
      maxBytes,
      sizeOf: (picture) => picture.length,
    });
  }

  /** The SVG drawn `width` pixels wide, its height in proportion, as WebP. */
  webp(svg: string, width: number): Promise<Buffer> {
    return this.draw(svg, width, 'webp');
  }

  /** As PNG, for where WebP is not read: the brands' logos in mail clients. */
  png(svg: string, width: number): Promise<Buffer> {
    return this.draw(svg, width, 'png');
  }

  private draw(svg: string, width: number, format: 'webp' | 'png'): Promise<Buffer> {
    const key = `${format}:${width}:${createHash('sha1').update(svg).digest('base64url')}`;
    const cached = this.drawn.get(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const drawing = (async () => {
      const sharp = await loadSharp();
      const drawn = sharp(Buffer.from(svg), { density: (72 * width) / intrinsicWidth(svg) }).resize(
        {
          width,
        },
      );
      const picture = await (
        format === 'webp'
          ? drawn.webp({ quality: 70 })
          : drawn.png({ compressionLevel: 9, palette: true })
      ).toBuffer();
      this.drawn.set(key, picture);
      return picture;
    })().finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawing);
    return drawing;
  }
}
