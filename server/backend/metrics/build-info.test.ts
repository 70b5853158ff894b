import { describe, expect, it } from 'vitest';
import { resolveBuildInfo } from './build-info';

const files = (map: Record<string, unknown>) => (path: string) => {
  if (!(path in map)) throw new Error(`ENOENT ${path}`);
  return map[path];
};

describe('resolveBuildInfo', () => {
  it.each([
    ['the build file', {}, { '/b/build-info.json': { version: '1.2.3', commit: 'abc123' } }, '1.2.3', 'abc123'],
    [
      'BUILD_COMMIT over the file',
      { BUILD_COMMIT: 'def456' },
      { '/b/build-info.json': { version: '1.2.3', commit: 'abc123' } },
      '1.2.3',
      'def456',
    ],
    ['package.json without a build', {}, { '/w/package.json': { version: '0.1.0' } }, '0.1.0', 'unknown'],
    ['nothing', {}, {}, 'unknown', 'unknown'],
    [
      'a value that is no label',
      { BUILD_COMMIT: 'a b"c' },
      { '/w/package.json': { version: '0.1.0' } },
      '0.1.0',
      'unknown',
    ],
  ])('%s', (_name, env, map, version, commit) => {
    expect(resolveBuildInfo(env, { bundleDir: '/b', cwd: '/w', read: files(map) })).toEqual({ version, commit });
  });

  it('reads the real package.json in the working directory', () => {
    expect(resolveBuildInfo({}, { bundleDir: '/nowhere' }).version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
