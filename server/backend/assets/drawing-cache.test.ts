import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawingFileName, keptDrawing } from './drawing-cache';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'drawings-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A drawing that counts how often it was made. */
function counted(bytes: string) {
  const made = { times: 0 };
  return { made, draw: async () => (made.times++, Buffer.from(bytes)) };
}

describe('drawingFileName', () => {
  type Drawing = [svg: string, width: number, height: number];
  const cases: [string, Drawing, Drawing, boolean][] = [
    ['the same drawing and size', ['<svg a/>', 10, 20], ['<svg a/>', 10, 20], true],
    ['another drawing', ['<svg a/>', 10, 20], ['<svg b/>', 10, 20], false],
    ['another width', ['<svg a/>', 10, 20], ['<svg a/>', 11, 20], false],
    ['width and height swapped', ['<svg a/>', 10, 20], ['<svg a/>', 20, 10], false],
  ];
  it.each(cases)('%s: same name %s', (_what, a, b, same) => {
    expect(drawingFileName(...a) === drawingFileName(...b)).toBe(same);
    expect(drawingFileName(...a)).toMatch(/^[0-9a-f]{64}\.png$/);
  });
});

describe('keptDrawing', () => {
  it('draws once per folder: the second store gets the kept bytes', async () => {
    const dir = freshDir();
    const first = counted('PNG bytes');
    expect((await keptDrawing(dir, 'a.png', first.draw)).toString()).toBe('PNG bytes');
    const second = counted('other bytes');
    expect((await keptDrawing(dir, 'a.png', second.draw)).toString()).toBe('PNG bytes');
    expect([first.made.times, second.made.times]).toEqual([1, 0]);
    // nothing half-written is left beside it
    expect(readdirSync(dir)).toEqual(['a.png']);
  });

  it('draws every time without a folder', async () => {
    const { made, draw } = counted('x');
    await keptDrawing(undefined, 'a.png', draw);
    await keptDrawing(undefined, 'a.png', draw);
    expect(made.times).toBe(2);
  });

  it('still answers when the folder cannot be made', async () => {
    const dir = freshDir();
    // a file where the folder should be
    writeFileSync(join(dir, 'taken'), '');
    const { made, draw } = counted('x');
    expect((await keptDrawing(join(dir, 'taken'), 'a.png', draw)).toString()).toBe('x');
    expect(made.times).toBe(1);
  });
});
