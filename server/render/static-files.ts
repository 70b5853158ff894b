import { existsSync, readdirSync, statSync } from 'node:fs';
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { extname, join, relative, sep } from 'node:path';
import { BUILD_META_DIR } from '../../shared/build-meta';

/** Hashed build output never changes under its name: cached for a year. Other public files briefly. */
export function builtStaticFiles(clientDir: string): Router {
  const router = Router();
  // fallthrough: false so a missing hashed asset is a plain 404, never an HTML page.
  // The build metadata must never be cached: open pages poll it to notice a new build (SPEC
  // section 2 rule 8). Missing: a plain 404, which the page ignores.
  router.use(
    BUILD_META_DIR,
    express.static(join(clientDir, BUILD_META_DIR), {
      index: false,
      fallthrough: false,
      cacheControl: false,
      etag: false,
      lastModified: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.use('/assets', precompressedAssets(join(clientDir, 'assets')));
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use([BUILD_META_DIR, '/assets'], missingFile);
  // The other public files (favicon, logos) are known at start: a page request must not cost a
  // file-system stat (serve-static stats every path it is given; 8% of busy CPU under load on /shop).
  const publicFiles = topLevelFiles(clientDir);
  const rootFiles = express.static(clientDir, { index: false, maxAge: '1h', dotfiles: 'ignore' });
  router.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? rootFiles(req, res, next) : next()));
  return router;
}

/**
 * What the static handlers above refuse (no such file, or a path that climbs out: 403 from
 * serve-static) is one plain 404, not the app's error handler: not logged as a fault, and never
 * cached (the file may come with the next build).
 */
const missingFile: ErrorRequestHandler = (err, _req, res, next) => {
  const status = (err as { status?: unknown } | null)?.status;
  if (status !== 404 && status !== 403) return next(err);
  res.status(404).set('cache-control', 'no-store').type('text/plain').send('Not found');
};

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** URL paths of the build's public files outside /assets and the build metadata, read once. */
function topLevelFiles(clientDir: string): Set<string> {
  const skip = new Set([join(clientDir, 'assets'), join(clientDir, BUILD_META_DIR)]);
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.name.startsWith('.') || skip.has(full)) continue;
      if (e.isDirectory()) walk(full);
      else paths.add('/' + relative(clientDir, full).split(sep).join('/'));
    }
  };
  walk(clientDir);
  return paths;
}

/**
 * Source maps hold the whole client source: not published unless the operator says so
 * (PUBLIC_SOURCE_MAPS=true). The build keeps them beside the bundles for error reporting and
 * writes no sourceMappingURL comment, so no browser asks for a file that answers 404.
 */
export function sourceMapRule(publish: boolean): RequestHandler {
  return (req, res, next) => {
    if (publish || !req.path.toLowerCase().endsWith('.map')) return next();
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
  };
}

/** The encodings the build writes beside text assets (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Hashed text assets the build precompressed: a client that accepts br (or gzip)
 * gets the `.br` (`.gz`) file as it is, with Content-Encoding and the original's Content-Type;
 * the compression middleware then leaves it alone (already encoded). The folder is read once:
 * a build never changes under a running process.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const variants = new Map<string, Set<string>>();
  if (existsSync(assetsDir)) {
    for (const name of readdirSync(assetsDir, { recursive: true })) {
      const file = String(name);
      for (const [encoding, suffix] of ENCODINGS) {
        if (!file.endsWith(suffix)) continue;
        const original = `/${file.slice(0, -suffix.length).split(sep).join('/')}`;
        const set = variants.get(original) ?? new Set<string>();
        set.add(encoding);
        variants.set(original, set);
      }
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = variants.get(req.path);
    // The original is the truth: a file gone since start (a deploy in place) is gone encoded too.
    if (!available || !statSync(join(assetsDir, req.path), { throwIfNoEntry: false })?.isFile()) return next();
    // Either way the answer depends on Accept-Encoding: caches must keep the variants apart.
    res.vary('Accept-Encoding');
    // Our order, not the header's (browsers list gzip before br); none without the header at all.
    const match =
      req.headers['accept-encoding'] === undefined
        ? undefined
        : ENCODINGS.find(([encoding]) => available.has(encoding) && req.acceptsEncodings(encoding) === encoding);
    if (!match) return next();
    res.type(extname(req.path));
    res.setHeader('Content-Encoding', match[0]);
    req.url = `${req.path}${match[1]}`;
    next();
  };
}
