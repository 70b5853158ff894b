import { scriptJson } from '../lib/query/script-json';

/**
 * The script that starts the browser app after the first contentful paint (decision 019). With
 * module scripts and their chunks preloaded in the head, a phone spent its first second
 * downloading and evaluating JavaScript before it showed the finished page the server had sent:
 * the chunks shared the connection with the stylesheet and the largest image, and Chrome paints
 * nothing until a module graph has run. Once the browser reports the first contentful paint,
 * the script asks for every chunk of the page at once (modulepreload, no import waterfall), then
 * imports the entry. The web fonts' stylesheet comes with them (web-fonts.css): their files were
 * requested while the first paint was on its way, and took its bandwidth on a phone.
 *
 * The paint entry, not the next animation frame: a frame's callbacks run before its paint is
 * presented, so the chunks were often requested before the first paint counted, and Lighthouse
 * then charged the whole JavaScript download to the first paint (/shop's FCP 1.5-2.3 s against
 * 0.8 s on pages where the race went the other way). Where paint timing is missing, the next frame
 * stands in; the timeout covers a page opened in a background tab, where nothing paints.
 */
export function paintFirstImport(
  entries: readonly string[],
  modules: readonly string[],
  fonts?: string,
  data?: string,
): string {
  const options: StartOptions = {
    entries: [...entries],
    chunks: modules.map(chunkRef),
    chunkDir: CHUNK_DIR,
    perTask: PRELOADS_PER_TASK,
    timeoutMs: START_TIMEOUT_MS,
    ...(fonts && { fonts, fontsSeenKey: WEB_FONTS_SEEN_KEY }),
    ...(data && { data }),
  };
  // `import()` is the one piece written as text: the bundler and the test runner rewrite the
  // syntax inside our modules (vitest into its own loader), so it cannot be in the function.
  return `;(${START_SOURCE})(${scriptJson(options)},function(src){return import(src)})`;
}

/** What the start script is given: everything it uses, since it runs in the page on its own. */
export interface StartOptions {
  /** The entry modules, imported once the chunks are asked for. */
  entries: string[];
  /** The page's chunks as chunkRef names them. */
  chunks: string[];
  chunkDir: string;
  perTask: number;
  timeoutMs: number;
  /** The web fonts' stylesheet. */
  fonts?: string;
  /** The localStorage key that holds the web fonts' stylesheet once its files were downloaded. */
  fontsSeenKey?: string;
  /** The layout file the entry fetches before it hydrates (layout-data-load.ts). */
  data?: string;
}

/**
 * Runs in the browser, never here: paintFirstImport writes its source text into the page. So it
 * uses nothing but its arguments and the browser's globals (no imports, no constants of this
 * module, no helpers a compiler would add); paint-first.test.ts runs the written text in a bare
 * context, where any other name fails.
 */
export function startAfterFirstPaint(o: StartOptions, load: (src: string) => unknown): void {
  let started = false;

  function start() {
    if (started) return;
    started = true;
    if (o.fonts) addWebFonts(o.fonts);
    if (o.data) {
      // as=fetch and anonymous CORS match the entry's fetch(), so the one download serves it
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = o.data;
      document.head.appendChild(link);
    }
    preloadFrom(0);
  }

  // A few modulepreload links a task: Chrome does its work for each as it is added, 3-25 ms at 4x
  // CPU (more while the page's first layout is fresh), and eight in a task made tasks of 100-220 ms
  // right after the first paint on a product page; two make tasks under 50 ms.
  function preloadFrom(first: number) {
    const end = Math.min(first + o.perTask, o.chunks.length);
    for (let i = first; i < end; i++) {
      const ref = o.chunks[i]!;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = ref.indexOf('/') < 0 ? o.chunkDir + ref + '.js' : ref;
      document.head.appendChild(link);
    }
    if (end < o.chunks.length) {
      setTimeout(() => preloadFrom(end), 0);
    } else {
      for (const entry of o.entries) load(entry);
    }
  }

  // Applied as a stylesheet, the web fonts cost the product page two full relayouts after the
  // first paint (at 4x CPU 80-150 ms each): one as the @font-face rules came in, one as the files
  // swapped in. So the sheet comes as print media, whose rules a screen does not apply; its faces
  // are loaded as FontFace objects and added to the page together once all have arrived: one
  // relayout. Even that one cost a first visit a full layout of 80-250 ms at 4x CPU while the
  // page was starting, so the faces apply at once only when this browser downloaded their files
  // before (a returning visitor: they come from its cache). Otherwise they are downloaded once the
  // page has loaded and is idle, and added at the next page change, whose render lays the page out
  // anyway; until then the text stays in the metric-matched fallbacks (decision 042). A face that
  // fails to load is left out (its fallback stays). Without the FontFace API the stylesheet
  // applies as it is.
  function addWebFonts(href: string) {
    const sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = href;
    if (typeof FontFace !== 'undefined' && document.fonts) {
      sheet.media = 'print';
      sheet.onload = () => {
        const faces: FontFace[] = [];
        for (const rule of Array.from(sheet.sheet!.cssRules)) {
          if (rule.type !== 5) continue; // CSSRule.FONT_FACE_RULE
          const style = (rule as CSSFontFaceRule).style;
          const value = (name: string, otherwise = '') => style.getPropertyValue(name) || otherwise;
          faces.push(
            new FontFace(value('font-family').replace(/["']/g, ''), value('src'), {
              style: value('font-style', 'normal'),
              weight: value('font-weight', 'normal'),
              unicodeRange: value('unicode-range', 'U+0-10FFFF'),
              display: value('font-display', 'auto') as FontDisplay,
            }),
          );
        }
        const loadAll = () =>
          Promise.all(faces.map((face) => face.load().catch(() => undefined))).then((loaded) => {
            if (loaded.every(Boolean)) remember(href);
            return loaded;
          });
        const addAll = (loaded: (FontFace | undefined)[]) => {
          for (const face of loaded) if (face) document.fonts.add(face);
        };
        if (seenBefore(href)) {
          void loadAll().then(addAll);
          return;
        }
        whenLoadedAndIdle(() => {
          void loadAll().then((loaded) => {
            // The Navigation API reports the app's client-side page changes (history.pushState)
            // too; a browser without it gets the fonts with the next page it loads. A history
            // entry replaced with the same address (the router's own, as it starts) is no change.
            const navigation = (globalThis as { navigation?: EventTarget }).navigation;
            const shown = location.href;
            const onNavigated = () => {
              if (location.href === shown) return;
              navigation!.removeEventListener('navigatesuccess', onNavigated);
              addAll(loaded);
            };
            navigation?.addEventListener('navigatesuccess', onNavigated);
          });
        });
      };
    }
    document.head.appendChild(sheet);
  }

  // Whether this browser downloaded these files before (so they are likely in its cache): the
  // stylesheet's name changes with them. Asking the cache itself (fetch with only-if-cached)
  // logs an error in the console for each miss.
  function seenBefore(href: string): boolean {
    try {
      return localStorage.getItem(o.fontsSeenKey!) === href;
    } catch {
      return false; // storage switched off: every visit is a first one
    }
  }

  function remember(href: string) {
    try {
      localStorage.setItem(o.fontsSeenKey!, href);
    } catch {
      // as above
    }
  }

  function whenLoadedAndIdle(run: () => void) {
    const idle = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0);
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  }

  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, o.timeoutMs);
}

/** The function's text as the page carries it: its lines without their indentation. */
const START_SOURCE = startAfterFirstPaint.toString().replace(/^\s+/gm, '');

/** Where the start script notes that this browser has the web fonts' files (seenBefore). */
export const WEB_FONTS_SEEN_KEY = 'storefront:web-fonts';

/** Modulepreload links added per task (see preloadFrom). */
export const PRELOADS_PER_TASK = 2;

/** Where the build puts its chunks (Vite's assetsDir under the base). */
const CHUNK_DIR = '/assets/';
const CHUNK_FILE = /^\/assets\/([\w.-]+)\.js$/;

/**
 * A chunk as the start script names it: a built chunk (/assets/NAME.js) by its NAME, 11 bytes
 * fewer for each of the 20-odd chunks of a page; any other path or URL as it is. A name has no
 * slash and a path has one, so the script tells them apart.
 */
export function chunkRef(path: string): string {
  return CHUNK_FILE.exec(path)?.[1] ?? path;
}

/** The app starts by then even if no paint is reported (a background tab, a blank page). */
export const START_TIMEOUT_MS = 1000;
