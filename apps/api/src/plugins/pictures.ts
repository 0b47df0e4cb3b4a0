import { PICTURE_WIDTHS, type PictureKind } from '@spesa/domain/api/pictures';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../http/app-error';
import { SvgRaster } from '../lib/svg-raster';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's SVG pictures drawn as WebP, kept once drawn. */
    pictures: SvgRaster;
  }
}

export const picturesPlugin = fp(
  async (app) => {
    app.decorate('pictures', new SvgRaster());
  },
  { name: 'pictures' },
);

/** A picture's file as asked for: its name, and `svg` as drawn or `webp`. */
export const pictureFile = (name: RegExp) =>
  z.string().regex(new RegExp(`^${name.source}\\.(svg|webp)$`));

/** The query of a picture's URL: `?w=`, one of its kind's widths (else its first). */
export const PICTURE_QUERY = z.object({ w: z.coerce.number().int().optional() });

export interface PictureAnswer {
  /** The file asked for, whose extension says the format. */
  file: string;
  kind: PictureKind;
  width: number | undefined;
  cacheControl: string;
}

/** Answers with the SVG as drawn, or drawn as WebP at the width asked for, one of its kind's. */
export async function sendPicture(
  app: FastifyInstance,
  reply: FastifyReply,
  svg: string,
  { file, kind, width, cacheControl }: PictureAnswer,
): Promise<FastifyReply> {
  const widths: readonly number[] = PICTURE_WIDTHS[kind];
  if (width !== undefined && !widths.includes(width))
    throw new AppError(
      'invalid',
      'picture.width',
      `Larghezza non disponibile: ${widths.join(', ')}.`,
      'w',
    );
  reply.header('cache-control', cacheControl);
  if (file.endsWith('.svg')) return reply.type('image/svg+xml; charset=utf-8').send(svg);
  const picture = await app.pictures.webp(svg, width ?? widths[0]!);
  return reply.type('image/webp').send(picture);
}
