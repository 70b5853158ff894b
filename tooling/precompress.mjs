// Brotli and gzip copies of the build's text assets, written once at build time
// beside the originals (name.js.br, name.js.gz) so the static server sends them as they are:
// the smallest encoding at no CPU per request. server/render/static-files.ts serves them; scripts/build.mjs calls it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text types worth compressing; source maps are left alone (not served by default). */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'];
/** Below this a response fits in one packet either way. */
export const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text asset under `dir` (recursively) that shrinks by at
 * least 10%. Returns what it wrote, for the build's log.
 * @param {string} dir
 * @returns {{ files: number, bytes: number, br: number, gz: number }}
 */
export function precompressDir(dir) {
  const total = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, String(name));
    if (!PRECOMPRESSED_EXTENSIONS.some((ext) => path.endsWith(ext)) || !statSync(path).isFile()) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = gzipSync(source, { level: 9 });
    if (gz.length > source.length * 0.9) continue;
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    total.files += 1;
    total.bytes += source.length;
    total.br += br.length;
    total.gz += gz.length;
  }
  return total;
}
