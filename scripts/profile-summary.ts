// Summarises a V8 .cpuprofile (node --cpu-prof) for docs/performance.md: busy time by
// package or file, the hottest functions by self time, and the inclusive time of the
// functions we look out for (route creation, dehydration, the token strip …).
//
//   npx tsx scripts/profile-summary.ts /tmp/prof/CPU.*.cpuprofile [--top 30] [--json] [--callers stat]
//
// Idle time is left out of every percentage ("of busy"): the load loop never saturates
// both cores all the time, and idle says nothing about our code.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber?: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Functions whose inclusive time (self + callees) is worth a line of its own. */
const WATCHED = [
  'createRoutes',
  'createStaticHandler',
  'query',
  'createStaticRouter',
  'renderToPipeableStream',
  'dehydrate',
  'uneval',
  'stringify',
  'stripTokens',
  'strip',
  'safeParse',
  'defaultQueryOptions',
  'resolvePathname',
  'compilePath',
  'useResolvedPath',
  'matchRoutes',
  'child',
  'isbot',
  'toFetchRequest',
  'parse',
  'serveStatic',
  'wrapSafe',
  'compileSourceTextModule',
];
// Express middlewares call next() inside themselves, so their inclusive time holds everything
// after them: they are not watched. Use --callers NAME to see who calls a function instead.

// Our bundles (dist/ssr, dist/server) hold react-router, client code and server code in one
// file: their source maps say which source a frame came from. A minimal decoder of the
// "mappings" field (base64 VLQ), so the script needs nothing but node.
interface Segment {
  col: number;
  source: number;
}
interface DecodedMap {
  sources: string[];
  lines: Segment[][];
}
const maps = new Map<string, DecodedMap | null>();
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeMap(file: string): DecodedMap | null {
  if (!existsSync(`${file}.map`)) return null;
  const raw = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines: Segment[][] = [];
  let source = 0;
  for (const line of raw.mappings.split(';')) {
    const segs: Segment[] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (seg === '') continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0]!;
      if (values.length > 1) source += values[1]!;
      segs.push({ col, source });
    }
    lines.push(segs);
  }
  return { sources: raw.sources, lines };
}

/** The original source path of a position in a bundle, when the bundle has a map beside it. */
function originalSource(url: string, line: number, col: number): string | null {
  if (!url.startsWith('file://')) return null;
  const file = fileURLToPath(url);
  if (!maps.has(file)) maps.set(file, decodeMap(file));
  const map = maps.get(file);
  const segs = map?.lines[line];
  if (!map || !segs || segs.length === 0) return null;
  let found = segs[0]!;
  for (const seg of segs) if (seg.col <= col) found = seg;
  return map.sources[found.source] ?? null;
}

/** Where a frame belongs: a package, our source file, node's internals, or V8's own buckets. */
export function bucketOf(frame: CallFrame): string {
  const { functionName } = frame;
  let { url } = frame;
  if (url === '') return `(${functionName.replace(/^\(|\)$/g, '') || 'native'})`;
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  // Only our bundles: a package's own map names its sources without node_modules.
  const original = url.includes('/node_modules/')
    ? null
    : originalSource(url, frame.lineNumber, frame.columnNumber ?? 0);
  if (original !== null) {
    const i = original.lastIndexOf('/node_modules/');
    if (i < 0) return original.replace(/^(\.\.\/)+/, '') + ' (ours)';
    url = original;
  }
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    const dev = url.includes('/dist/development/') ? ' (development build)' : '';
    return pkg + dev;
  }
  // Our bundles: dist/ssr/*.js and dist/server/index.js (source maps are not applied here).
  const i = url.indexOf('/dist/');
  return i >= 0 ? url.slice(i + 1) : url.replace(/^file:\/\//, '');
}

export interface Summary {
  busyMs: number;
  idleMs: number;
  gcMs: number;
  byBucket: [string, number][];
  bySelf: [string, number][];
  inclusive: [string, number][];
  /** With a name: the stacks (innermost 6 frames) that time under that function came from. */
  callers: [string, number][];
}

export function summarise(p: Profile, callersOf?: string): Summary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of p.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const bucket = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const callers = new Map<string, number>();
  let idle = 0;
  let gc = 0;
  let busy = 0;
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i + 1] ?? 0) / 1000; // the delta after a sample is the time it stood for
    const node = byId.get(p.samples[i]!)!;
    const f = node.callFrame;
    if (f.functionName === '(idle)') {
      idle += dt;
      continue;
    }
    if (f.functionName === '(garbage collector)') gc += dt;
    busy += dt;
    add(bucket, bucketOf(f), dt);
    add(self, `${f.functionName || '(anonymous)'} ${bucketOf(f)}:${f.lineNumber + 1}`, dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)!.callFrame.functionName;
      if (callersOf !== undefined && name === callersOf && !seen.has('\0callers')) {
        seen.add('\0callers');
        const chain: string[] = [];
        for (let up = parent.get(id); up !== undefined && chain.length < 6; up = parent.get(up)) {
          const cf = byId.get(up)!.callFrame;
          chain.push(`${cf.functionName || '(anonymous)'}@${bucketOf(cf)}:${cf.lineNumber + 1}`);
        }
        add(callers, chain.join(' < '), dt);
      }
      if (WATCHED.includes(name) && !seen.has(name)) {
        seen.add(name);
        add(inclusive, name, dt);
      }
    }
  }
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return {
    busyMs: busy,
    idleMs: idle,
    gcMs: gc,
    byBucket: sorted(bucket),
    bySelf: sorted(self),
    inclusive: sorted(inclusive),
    callers: sorted(callers),
  };
}

function main() {
  const argv = process.argv.slice(2);
  const top = Number(argv[argv.indexOf('--top') + 1]) || 30;
  const callersOf = argv.includes('--callers') ? argv[argv.indexOf('--callers') + 1] : undefined;
  const files = argv.filter((a) => a.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top N] [--json]');
  for (const file of files) {
    const s = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, callersOf);
    if (argv.includes('--json')) {
      console.log(
        JSON.stringify({ file, ...s, byBucket: s.byBucket.slice(0, top), bySelf: s.bySelf.slice(0, top) }, null, 2),
      );
      continue;
    }
    const pct = (ms: number) => `${((100 * ms) / s.busyMs).toFixed(1).padStart(5)}%`;
    const line = ([k, ms]: [string, number]) => `${pct(ms)} ${ms.toFixed(0).padStart(7)} ms  ${k}`;
    console.log(
      `${file}\nbusy ${s.busyMs.toFixed(0)} ms, idle ${s.idleMs.toFixed(0)} ms, GC ${s.gcMs.toFixed(0)} ms (${pct(s.gcMs).trim()} of busy)\n`,
    );
    console.log('-- self time by package / file --');
    for (const e of s.byBucket.slice(0, top)) console.log(line(e));
    console.log('\n-- hottest functions (self time) --');
    for (const e of s.bySelf.slice(0, top)) console.log(line(e));
    console.log('\n-- inclusive time of watched functions (self + callees) --');
    for (const e of s.inclusive) console.log(line(e));
    if (callersOf !== undefined) {
      console.log(`\n-- where the time under ${callersOf} comes from --`);
      for (const e of s.callers.slice(0, top)) console.log(line(e));
    }
  }
}

main();
