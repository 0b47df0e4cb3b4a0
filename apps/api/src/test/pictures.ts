import sharp from 'sharp';

/** The pixel size of a picture an answer carries. */
export async function pictureSize(picture: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(picture).metadata();
  return { width, height };
}
