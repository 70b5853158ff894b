import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Drawing a seed picture costs up to seconds of CPU (librsvg on the textured scenes), and a
// fresh store draws all of them. Stores on one machine (the browser tests' shops, the cluster
// test's backend) can share what was drawn: a file per drawing, named by a digest of
// everything that makes its bytes, so a changed recipe or size is a new file, never a stale one.

/** Part of every name: bump it when the same drawing would now give other bytes (encoder options). */
const FORMAT = 'png-6';

export function drawingFileName(svg: string, width: number, height: number): string {
  const digest = createHash('sha256').update(`${FORMAT}\n${width}x${height}\n${svg}`).digest('hex');
  return `${digest}.png`;
}

/**
 * The drawing's bytes from `dir` when one was kept there, else `draw()`'s, kept for the next
 * store. Without a folder, or when it cannot be read or written, it draws as if there were none.
 */
export async function keptDrawing(dir: string | undefined, name: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  if (!dir) return draw();
  const file = join(dir, name);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const bytes = await draw();
  // written aside, then renamed: a store reading at the same moment never sees half a file
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(aside, bytes);
    await rename(aside, file);
  } catch {
    // a folder we cannot write only costs the next store its own drawing
  }
  return bytes;
}
