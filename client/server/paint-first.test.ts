import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  chunkRef,
  paintFirstImport,
  PRELOADS_PER_TASK,
  START_TIMEOUT_MS,
  startAfterFirstPaint,
  WEB_FONTS_SEEN_KEY,
} from './paint-first';

interface StandInLink {
  rel: string;
  href: string;
  media?: string;
  as?: string;
  crossOrigin?: string;
  sheet?: unknown;
  onload?: () => void;
}

/** A FontFace that records its loading and resolves when the test says so. */
class StandInFontFace {
  static made: StandInFontFace[] = [];
  done!: (face: StandInFontFace) => void;
  fail!: () => void;
  constructor(
    readonly family: string,
    readonly src: string,
    readonly descriptors: Record<string, string>,
  ) {
    StandInFontFace.made.push(this);
  }
  load() {
    return new Promise<StandInFontFace>((ok, no) => {
      this.done = ok;
      this.fail = () => no(new Error('network'));
    });
  }
}

/** Runs the script in a stand-in page: records preloads and imports, and lets the test deliver paint entries and time. */
function page(options: {
  paintTiming: boolean;
  fonts?: string;
  fontFaces?: boolean;
  /** what localStorage holds */
  storage?: Record<string, string>;
  /** the browser lacks the Navigation API */
  noNavigationApi?: boolean;
  data?: string;
  modules?: string[];
}) {
  const log: string[] = [];
  const links: StandInLink[] = [];
  const timers: Array<{ at: number; fn: () => void }> = [];
  let now = 0;
  let observer: ((list: { getEntriesByName(n: string): unknown[] }, o: { disconnect(): void }) => void) | null = null;
  let frame: (() => void) | null = null;
  StandInFontFace.made = [];
  const listeners = new Map<string, Set<() => void>>();
  const idle: Array<() => void> = [];
  const storage = { ...options.storage };
  const navigation = new EventTarget();
  const location = { href: 'https://shop.example/shop' };
  const context = {
    location,
    ...(options.noNavigationApi ? {} : { navigation }),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    localStorage: {
      getItem: (key: string) => storage[key] ?? null,
      setItem: (key: string, value: string) => {
        storage[key] = value;
      },
    },
    document: {
      readyState: 'interactive',
      createElement: () => ({}) as StandInLink,
      head: {
        appendChild: (l: StandInLink) => {
          links.push(l);
          log.push([`${l.rel}${l.media ? `(${l.media})` : ''}`, l.as, l.crossOrigin, l.href].filter(Boolean).join(' '));
        },
      },
      ...(options.fontFaces ? { fonts: { add: (f: StandInFontFace) => log.push(`font ${f.family}`) } } : {}),
    },
    ...(options.fontFaces ? { FontFace: StandInFontFace } : {}),
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    requestAnimationFrame: (fn: () => void) => {
      frame = fn;
    },
    PerformanceObserver: options.paintTiming
      ? class {
          constructor(cb: typeof observer) {
            observer = cb;
          }
          observe() {}
        }
      : undefined,
    import: undefined,
  };
  const script = paintFirstImport(
    ['/assets/entry.js'],
    options.modules ?? ['/assets/entry.js', '/assets/shop.js'],
    options.fonts,
    options.data,
  ).replace(/import\(/g, 'load(');
  runInNewContext(script, { ...context, load: (src: string) => log.push(`import ${src}`) });
  const advance = (ms: number) => {
    now += ms;
    for (const t of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
  };
  return {
    script,
    log,
    links,
    advance,
    paint: (name: string) =>
      observer?.(
        { getEntriesByName: (n) => (n === name ? [{}] : []) },
        {
          disconnect: () => {
            observer = null;
          },
        },
      ),
    frame: () => frame?.(),
    storage,
    /** the window's `type` event: each listener once, as the browser calls them */
    fire: (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn()),
    idle: () => idle.splice(0).forEach((fn) => fn()),
    /** a page change as the Navigation API reports it (to another address unless said) */
    navigated: (href = `${location.href}/next`) => {
      location.href = href;
      navigation.dispatchEvent(new Event('navigatesuccess'));
    },
  };
}

const flush = () => new Promise((ok) => setTimeout(ok, 0));

describe('paintFirstImport', () => {
  it('asks for the chunks only once the first contentful paint is reported, then imports the entry, once', () => {
    const p = page({ paintTiming: true });
    p.advance(0);
    p.paint('first-paint');
    p.advance(1);
    expect(p.log).toEqual([]);
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(p.log).toEqual([
      'modulepreload /assets/entry.js',
      'modulepreload /assets/shop.js',
      'import /assets/entry.js',
    ]);
    p.advance(START_TIMEOUT_MS);
    expect(p.log).toHaveLength(3);
  });

  it('adds the preloads a few per task, then imports the entry after the last', () => {
    const modules = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, n) => `/assets/chunk-${n}.js`);
    const p = page({ paintTiming: true, modules });
    p.paint('first-contentful-paint');
    const counts: number[] = [];
    for (let tick = 0; tick < 5; tick++) {
      p.advance(1);
      counts.push(p.log.length);
    }
    expect(counts).toEqual([
      PRELOADS_PER_TASK,
      2 * PRELOADS_PER_TASK,
      modules.length + 1,
      modules.length + 1,
      modules.length + 1,
    ]);
    expect(p.log.slice(0, -1)).toEqual(modules.map((m) => `modulepreload ${m}`));
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
  });

  it("adds the web fonts' stylesheet with the chunks, not before the paint", () => {
    const p = page({ paintTiming: true, fonts: '/assets/web-fonts-abc.css' });
    p.advance(10);
    expect(p.log).toEqual([]);
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(p.log[0]).toBe('stylesheet /assets/web-fonts-abc.css');
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
  });

  const face = (family: string, src: string) => ({
    type: 5,
    style: {
      getPropertyValue: (name: string) =>
        ({ 'font-family': `"${family}"`, src, 'font-weight': '100 900', 'font-display': 'swap' })[name] ?? '',
    },
  });
  /** The page after its first paint, with the fonts' print stylesheet loaded. */
  function withFontSheet(storage: Record<string, string>, noNavigationApi = false) {
    const p = page({
      paintTiming: true,
      fonts: '/assets/web-fonts-abc.css',
      fontFaces: true,
      storage,
      noNavigationApi,
    });
    p.paint('first-contentful-paint');
    p.advance(1);
    // print media: a screen does not apply its @font-face rules (each would relayout the page)
    expect(p.log[0]).toBe('stylesheet(print) /assets/web-fonts-abc.css');
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
    const sheet = p.links[0]!;
    sheet.sheet = {
      cssRules: [
        face('Fraunces Variable', 'url("/assets/f.woff2") format("woff2-variations"), url("/assets/f.woff2")'),
        { type: 1, style: { getPropertyValue: () => '' } },
        face('Inter Variable', "url('/assets/i.woff2')"),
      ],
    };
    sheet.onload!();
    const [fraunces, inter] = StandInFontFace.made as [StandInFontFace, StandInFontFace];
    expect(StandInFontFace.made).toHaveLength(2);
    return { p, fraunces, inter, added: () => p.log.filter((l) => l.startsWith('font')) };
  }

  it("with the FontFace API, on a visit after the files were downloaded, loads the stylesheet's faces and adds them together once all have loaded", async () => {
    const { fraunces, inter, added } = withFontSheet({ [WEB_FONTS_SEEN_KEY]: '/assets/web-fonts-abc.css' });
    expect([fraunces.family, fraunces.descriptors]).toEqual([
      'Fraunces Variable',
      { style: 'normal', weight: '100 900', unicodeRange: 'U+0-10FFFF', display: 'swap' },
    ]);
    await flush();
    fraunces.done(fraunces);
    await flush();
    expect(added()).toEqual([]);
    inter.done(inter);
    await flush();
    expect(added()).toEqual(['font Fraunces Variable', 'font Inter Variable']);
  });

  it.each([
    ['a first visit', {}],
    ['a visit after other files (another build)', { [WEB_FONTS_SEEN_KEY]: '/assets/web-fonts-old.css' }],
  ])(
    '%s downloads the faces once the page has loaded and is idle, and adds them at the next page change',
    async (_, storage) => {
      const { p, fraunces, inter, added } = withFontSheet(storage);
      await flush();
      // nothing is asked for while the page is still loading
      expect(fraunces.done).toBeUndefined();
      p.fire('load');
      expect(fraunces.done).toBeUndefined();
      p.idle();
      fraunces.done(fraunces);
      inter.done(inter);
      await flush();
      expect(added()).toEqual([]);
      // the router replacing the entry it starts on, at the same address: no page change
      p.navigated('https://shop.example/shop');
      expect(added()).toEqual([]);
      p.navigated();
      expect(added()).toEqual(['font Fraunces Variable', 'font Inter Variable']);
      // once
      p.navigated();
      expect(added()).toHaveLength(2);
      // and the next page applies them at once
      expect(p.storage).toEqual({ [WEB_FONTS_SEEN_KEY]: '/assets/web-fonts-abc.css' });
    },
  );

  it('without the Navigation API, a first visit leaves the fonts to the next page it loads', async () => {
    const { p, fraunces, inter, added } = withFontSheet({}, true);
    p.fire('load');
    p.idle();
    fraunces.done(fraunces);
    inter.done(inter);
    await flush();
    p.navigated();
    expect(added()).toEqual([]);
    expect(p.storage).toEqual({ [WEB_FONTS_SEEN_KEY]: '/assets/web-fonts-abc.css' });
  });

  it('a face that fails leaves the stylesheet unremembered (the next page waits again); the others still apply', async () => {
    const { p, fraunces, inter, added } = withFontSheet({});
    p.fire('load');
    p.idle();
    fraunces.done(fraunces);
    inter.fail();
    await flush();
    p.navigated();
    expect(added()).toEqual(['font Fraunces Variable']);
    expect(p.storage).toEqual({});
  });

  it("asks for the layout file with the chunks, as the entry's fetch() will (as=fetch, anonymous CORS)", () => {
    const p = page({ paintTiming: true, data: '/_layout/AbCdEfGh_-123456.json' });
    p.advance(10);
    expect(p.log).toEqual([]);
    p.paint('first-contentful-paint');
    p.advance(1);
    expect(p.log[0]).toBe('preload fetch anonymous /_layout/AbCdEfGh_-123456.json');
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
  });

  it('names the built chunks by file name and preloads each at its path; any other path or URL as it is', () => {
    const modules = [
      '/assets/entry.js',
      '/assets/chunk-7RTFRKQW-BiRz97ed.js',
      '/assets/a_b.min.js',
      '/assets/sub/x.js',
      '/other/y.js',
      'https://cdn.example/assets/z.js',
      '/assets/s.mjs',
    ];
    const p = page({ paintTiming: true, modules });
    p.paint('first-contentful-paint');
    for (let tick = 0; tick < modules.length; tick++) p.advance(1);
    expect(p.log).toEqual([...modules.map((m) => `modulepreload ${m}`), 'import /assets/entry.js']);
    expect(p.script).toContain('["entry","chunk-7RTFRKQW-BiRz97ed","a_b.min","/assets/sub/x.js"');
  });

  it('starts by the timeout when no paint is reported', () => {
    const p = page({ paintTiming: true });
    p.advance(START_TIMEOUT_MS - 1);
    expect(p.log).toEqual([]);
    p.advance(1);
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
  });

  it('without paint timing, after the next frame', () => {
    const p = page({ paintTiming: false });
    p.frame();
    p.advance(0);
    expect(p.log.at(-1)).toBe('import /assets/entry.js');
  });
});

describe('the script as the page carries it', () => {
  const script = paintFirstImport(['/assets/entry.js'], ['/assets/entry.js'], '/assets/fonts.css', '/_layout/x.json');

  it('is the readable function, called with its options and the one import written as text', () => {
    expect(script.startsWith(';(function startAfterFirstPaint(')).toBe(true);
    expect(script.endsWith(',function(src){return import(src)})')).toBe(true);
    expect(script.match(/import\(/g)).toHaveLength(1);
  });

  it('carries no helper a compiler or the test runner adds to a module (it runs on its own in the page)', () => {
    // esbuild's keepNames (__name), vitest's loader (__vite_ssr_*), bundlers' interop (__esModule …)
    expect(startAfterFirstPaint.toString()).not.toMatch(/\b__\w+/);
  });

  it('escapes what could close its script element', () => {
    expect(paintFirstImport(['/assets/entry.js'], ['/x/</script>.js'])).not.toContain('</script>');
  });
});

describe('chunkRef', () => {
  it.each([
    ['/assets/entry-client-a2KOYKbp.js', 'entry-client-a2KOYKbp'],
    ['/assets/chunk-7RTFRKQW-BiRz97ed.js', 'chunk-7RTFRKQW-BiRz97ed'],
    ['/assets/a_b.min.js', 'a_b.min'],
    // not a file of the build's chunk directory: as it is (it has a slash, a name has none)
    ['/assets/sub/x.js', '/assets/sub/x.js'],
    ['/assets/x.css', '/assets/x.css'],
    ['/assets/.js', '/assets/.js'],
    ['/other/assets/x.js', '/other/assets/x.js'],
    ['https://cdn.example/assets/x.js', 'https://cdn.example/assets/x.js'],
    ['/assets/x"y.js', '/assets/x"y.js'],
  ])('%s → %s', (path, ref) => {
    expect(chunkRef(path)).toBe(ref);
  });
});
