import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Gauge, type Registry } from 'prom-client';

// build_info{version, commit}: which build a replica runs, for dashboards and for telling two
// replicas apart during a roll-out. `npm run build` writes dist/server/build-info.json (the
// commit from BUILD_COMMIT or git); BUILD_COMMIT at run time wins over it; the version falls
// back to package.json in the working directory (npm run dev, tests).

export interface BuildInfo {
  version: string;
  commit: string;
}

/** The file the build writes beside the server bundle. */
export const BUILD_INFO_FILE = 'build-info.json';

type ReadJson = (path: string) => unknown;

const readJsonFile: ReadJson = (path) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

/** A label value as Prometheus shows it: short, printable, never empty. */
function cleanValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^[\w.+-]{1,64}$/.test(v) ? v : null;
}

function tryRead(read: ReadJson, path: string): Record<string, unknown> {
  try {
    const value = read(path);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The running build's version and commit; `unknown` for what no source says. */
export function resolveBuildInfo(
  env: NodeJS.ProcessEnv,
  o: { bundleDir?: string; cwd?: string; read?: ReadJson } = {},
): BuildInfo {
  const read = o.read ?? readJsonFile;
  const built = tryRead(read, join(o.bundleDir ?? dirname(fileURLToPath(import.meta.url)), BUILD_INFO_FILE));
  const version =
    cleanValue(built.version) ?? cleanValue(tryRead(read, join(o.cwd ?? process.cwd(), 'package.json')).version);
  return {
    version: version ?? 'unknown',
    commit: cleanValue(env.BUILD_COMMIT) ?? cleanValue(built.commit) ?? 'unknown',
  };
}

/** Registers `build_info{version, commit} 1` in the registry. */
export function registerBuildInfo(registry: Registry, info: BuildInfo): void {
  const gauge = new Gauge({
    name: 'build_info',
    help: 'The running build: always 1, its version and commit in the labels',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  });
  gauge.set({ version: info.version, commit: info.commit }, 1);
}
