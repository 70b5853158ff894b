import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the floor's build is made from: when any of it changes, the next bench, Lighthouse run
// or browser test builds the floor again (it is not part of `npm run build`, so `npm start`
// and `npm test` never wait for it).

export const FLOOR_OUT = 'dist/floor';
export const FLOOR_STAMP = join(FLOOR_OUT, '.inputs');
export const FLOOR_SERVER = join(FLOOR_OUT, 'server/main.js');

const INPUTS = [
  'bench/floor',
  'vite.config.ts',
  'package-lock.json',
  'server/render/static-files.ts',
  'server/render/fetch-request.ts',
  'tooling/precompress.mjs',
  'tooling/vite-pure-components.ts',
];

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** A digest of every input file's path and bytes. */
export function floorInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files)) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export const floorBuildIsCurrent = (): boolean =>
  existsSync(FLOOR_SERVER) && existsSync(FLOOR_STAMP) && readFileSync(FLOOR_STAMP, 'utf8') === floorInputsHash();
