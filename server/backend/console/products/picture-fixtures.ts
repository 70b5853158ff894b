import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Test-only: pictures made on the spot, hostile ones included.

/** A PNG whose header claims `width` × `height` (its CRC fixed): a decompression bomb's shape. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c87850' } })
      .png()
      .toBuffer(),
  );
  // IHDR data starts at 16: width, height (big-endian); its CRC covers type + data (12..29)
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
