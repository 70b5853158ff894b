import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkAlt, checkPicture, MAX_PICTURE_BYTES, PICTURE_MESSAGES } from './picture-check';
import { pngClaiming } from './picture-fixtures';

// Pictures checked from their bytes: the three formats pass re-encoded without their metadata;
// hostile files are refused each with its own message.

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } });

describe('checkPicture', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'takes a %s, whatever it is called, and keeps no metadata',
    async (format) => {
      const withExif = solid(640, 480).withMetadata({
        exif: { IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps here' } },
      });
      const input = await withExif[format]().toBuffer();
      const r = await checkPicture(input);
      if (!r.ok) throw new Error(r.message);
      expect(r.picture).toMatchObject({ width: 640, height: 480, format: format === 'jpeg' ? 'jpg' : format });
      expect(input.includes('secret-owner')).toBe(true);
      expect(r.picture.bytes.includes('secret-owner')).toBe(false);
      expect((await sharp(r.picture.bytes).metadata()).exif).toBeUndefined();
    },
  );

  it('refuses a PHP script named .jpg', async () => {
    const php = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
    expect(await checkPicture(php)).toEqual({ ok: false, message: PICTURE_MESSAGES.notPicture });
  });

  it('refuses an SVG carrying a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect(await checkPicture(svg)).toEqual({ ok: false, message: PICTURE_MESSAGES.notPicture });
  });

  it('refuses a picture 30,000 px wide', async () => {
    const wide = await solid(30_000, 2).png().toBuffer();
    expect(await checkPicture(wide)).toEqual({
      ok: false,
      message: 'The picture is 30,000 × 2 px; at most 6,000 px a side.',
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await pngClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1_000);
    expect(await checkPicture(bomb)).toEqual({
      ok: false,
      message: 'The picture would unpack to 100,000 × 100,000 px (10,000 megapixels); at most 36 megapixels.',
    });
  });

  it('refuses a truncated picture and an empty or oversized file', async () => {
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    expect((await checkPicture(jpeg.subarray(0, 300))).ok).toBe(false);
    expect(await checkPicture(Buffer.alloc(0))).toEqual({ ok: false, message: PICTURE_MESSAGES.missing });
    expect(await checkPicture(Buffer.alloc(MAX_PICTURE_BYTES + 1))).toEqual({
      ok: false,
      message: PICTURE_MESSAGES.tooLarge,
    });
  });
});

describe('checkAlt', () => {
  it.each([
    ['  A jar   of cream ', { ok: true, alt: 'A jar of cream' }],
    ['', { ok: false }],
    ['   ', { ok: false }],
    ['x'.repeat(251), { ok: false }],
  ])('%j', (raw, expected) => expect(checkAlt(raw)).toMatchObject(expected));
});
