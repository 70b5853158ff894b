import sharp from 'sharp';
import { IMAGE_DEFAULT_FORMAT } from '../../shared/images/image-constants';
import type { ImageFormat, IpxModifiers } from '../../shared/images/ipx-url';
import { ImageError } from './image-error';

export interface TransformedImage {
  body: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Decompression-bomb guard: about a 7000×7000 source. */
const MAX_INPUT_PIXELS = 50_000_000;

export function outputFormat(modifiers: IpxModifiers): ImageFormat {
  return modifiers.format ?? IMAGE_DEFAULT_FORMAT;
}

export function contentTypeOf(format: ImageFormat): string {
  return CONTENT_TYPES[format];
}

/** Resizes and re-encodes; WebP unless the modifiers ask for another format. */
export async function transformImage(input: Buffer, modifiers: IpxModifiers): Promise<TransformedImage> {
  const format = outputFormat(modifiers);
  const { width, height, fit, background, quality } = modifiers;
  try {
    // rotate() applies EXIF orientation before the metadata is stripped by re-encoding.
    let image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (width !== undefined || height !== undefined) {
      image = image.resize({ width, height, fit: fit ?? 'cover', background, withoutEnlargement: true });
    }
    // JPEG has no alpha: without a background, transparent areas would turn black.
    if (format === 'jpeg' || format === 'jpg') image = image.flatten({ background: background ?? '#ffffff' });
    switch (format) {
      case 'jpeg':
      case 'jpg':
        image = image.jpeg({ quality: quality ?? 80, mozjpeg: true });
        break;
      case 'png':
        // sharp's png quality switches to a palette, so it is only passed when asked for.
        image = image.png(quality === undefined ? {} : { quality });
        break;
      default:
        image = image.webp({ quality: quality ?? 80 });
    }
    return { body: await image.toBuffer(), contentType: contentTypeOf(format) };
  } catch (error) {
    if (error instanceof ImageError) throw error;
    throw new ImageError(415, 'Image source is not a supported image');
  }
}
