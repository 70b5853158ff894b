import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Optional second level below the memory cache, so a restart does not re-encode every image.
// Files are named by a hash of the cache key; content type is stored in the file name
// because the optimiser's output types are few and fixed.

const EXT: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

export class DiskCache {
  private ready: Promise<unknown> | null = null;

  constructor(private readonly dir: string) {}

  private file(key: string, contentType: string): string {
    const name = createHash('sha256').update(key).digest('hex');
    return path.join(this.dir, `${name}.${EXT[contentType] ?? 'bin'}`);
  }

  async get(key: string, contentType: string): Promise<Buffer | null> {
    if (!EXT[contentType]) return null;
    try {
      return await readFile(this.file(key, contentType));
    } catch {
      return null;
    }
  }

  async set(key: string, contentType: string, body: Buffer): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true });
    await this.ready;
    const target = this.file(key, contentType);
    // Write then rename, so a concurrent reader never sees half a file.
    const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, target);
  }
}
