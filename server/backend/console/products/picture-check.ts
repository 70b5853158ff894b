import sharp, { type Metadata } from 'sharp';

// An uploaded picture, checked from its bytes (never its name or declared type) and re-encoded
// so nothing but pixels is kept: no EXIF, GPS, XMP or comments, no trailing script. The header
// is read first; a file whose header promises too many pixels (a decompression bomb) is refused
// before any pixel is decoded, and the decoder is held to the same limit besides.

export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 6_000;
export const MAX_PICTURE_PIXELS = MAX_PICTURE_SIDE * MAX_PICTURE_SIDE;

const FORMATS = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
type Format = keyof typeof FORMATS;

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload.',
  tooLarge: `The file is larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB.`,
  notPicture: 'The file is not a JPEG, PNG or WebP picture.',
  unreadable: 'The picture could not be read: the file is damaged or not what it claims to be.',
} as const;

export interface CheckedPicture {
  bytes: Buffer;
  format: 'jpg' | 'png' | 'webp';
  contentType: string;
  width: number;
  height: number;
}

export type PictureCheck = { ok: true; picture: CheckedPicture } | { ok: false; message: string };

const n = (v: number) => v.toLocaleString('en-US');

export async function checkPicture(bytes: Buffer): Promise<PictureCheck> {
  if (bytes.length === 0) return { ok: false, message: PICTURE_MESSAGES.missing };
  if (bytes.length > MAX_PICTURE_BYTES) return { ok: false, message: PICTURE_MESSAGES.tooLarge };
  const input = { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' as const, pages: 1 };
  let meta: Metadata;
  try {
    // the header alone, so a bomb is named for what it is (the decode below keeps the limit)
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, message: PICTURE_MESSAGES.notPicture };
  }
  const format = meta.format as string;
  if (!(format in FORMATS)) return { ok: false, message: PICTURE_MESSAGES.notPicture };
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_PICTURE_PIXELS)
    return {
      ok: false,
      message: `The picture would unpack to ${n(width)} × ${n(height)} px (${n(Math.round((width * height) / 1e6))} megapixels); at most ${MAX_PICTURE_PIXELS / 1e6} megapixels.`,
    };
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width < 1 || height < 1)
    return {
      ok: false,
      message: `The picture is ${n(width)} × ${n(height)} px; at most ${n(MAX_PICTURE_SIDE)} px a side.`,
    };
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none by default)
    const image = sharp(bytes, input).rotate();
    const f = format as Format;
    const encoded =
      f === 'jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : f === 'png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      picture: {
        bytes: data,
        format: f === 'jpeg' ? 'jpg' : f,
        contentType: FORMATS[f],
        width: info.width,
        height: info.height,
      },
    };
  } catch {
    return { ok: false, message: PICTURE_MESSAGES.unreadable };
  }
}

/** Alt text: required (the shop shows it to people who cannot see the picture), one line. */
export function checkAlt(raw: string): { ok: true; alt: string } | { ok: false; message: string } {
  const alt = raw.replace(/\s+/g, ' ').trim();
  if (alt === '') return { ok: false, message: 'Describe the picture for people who cannot see it (alt text).' };
  if (alt.length > 250) return { ok: false, message: 'Keep the alt text to 250 characters.' };
  return { ok: true, alt };
}
