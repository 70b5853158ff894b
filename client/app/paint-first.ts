/**
 * The script that starts the browser app after the first contentful paint (issue 14). With
 * module scripts and their chunks preloaded in the head, a phone spent its first second
 * downloading and evaluating JavaScript before it showed the finished page the server had sent:
 * the chunks shared the connection with the stylesheet and the largest image, and Chrome paints
 * nothing until a module graph has run. Once the browser reports the first contentful paint,
 * this asks for every chunk of the page at once (modulepreload, no import waterfall), then
 * imports the entry. The web fonts' stylesheet comes with them (web-fonts.css): their files were
 * requested while the first paint was on its way, and took its bandwidth on a phone.
 *
 * The paint entry, not the next animation frame: a frame's callbacks run before its paint is
 * presented, so the chunks were often requested before the first paint counted, and Lighthouse
 * then charged the whole JavaScript download to the first paint (/shop's FCP 1.5-2.3 s against
 * 0.8 s on pages where the race went the other way). Where paint timing is missing, the next frame
 * stands in; the timeout covers a page opened in a background tab, where nothing paints.
 */
export function paintFirstImport(entries: readonly string[], modules: readonly string[], fonts?: string, data?: string): string {
  const imports = entries.map((src) => `import(${JSON.stringify(src)})`).join(';');
  // The web fonts first: their files then load beside the chunks (see webFontsJs).
  const fontSheet = fonts ? webFontsJs(fonts) : '';
  // The layout file the entry fetches before it hydrates (layout-data-load.ts), asked for with the
  // chunks; as=fetch and anonymous CORS match the entry's fetch(), so the one download serves it.
  const dataFetch = data ? `var d=document.createElement('link');d.rel='preload';d.as='fetch';d.crossOrigin='anonymous';d.href=${JSON.stringify(data)};document.head.appendChild(d);` : '';
  // The chunks by name (chunkRef): the script puts back the directory and extension. A few per
  // task (PRELOADS_PER_TASK), then the entry's import.
  const preload = `var m=${JSON.stringify(modules.map(chunkRef))},i=0,next=function(){for(var e=Math.min(i+${PRELOADS_PER_TASK},m.length);i<e;i++){`
    + `var h=m[i],l=document.createElement('link');l.rel='modulepreload';l.href=h.indexOf('/')<0?${JSON.stringify(CHUNK_DIR)}+h+'.js':h;document.head.appendChild(l)}`
    + `if(i<m.length)setTimeout(next,0);else{${imports}}};`;
  return `;(function(){var s=0,go=function(){if(s)return;s=1;${fontSheet}${dataFetch}${preload}next()};`
    + `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('${FCP}').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}`
    + 'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}'
    + `setTimeout(go,${START_TIMEOUT_MS})})()`;
}

/**
 * Modulepreload links added per task. Chrome does ~2-3 ms of work for each (at 4x CPU) as it is
 * added: a listing's two dozen made one task of 50-80 ms right after the first paint.
 */
export const PRELOADS_PER_TASK = 8;

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

/**
 * Loads the faces of the web fonts' stylesheet, then puts them in the page together. Applied as a
 * stylesheet, they cost the product page two full relayouts after the first paint (at 4x CPU
 * 80-150 ms each, the page's longest tasks): one as the @font-face rules came in (every text
 * box's font changed, though the files had not arrived) and one as the files swapped in. So the
 * stylesheet comes as print media, whose rules a screen does not apply; its faces are made
 * FontFace objects, loaded, and added to document.fonts in one go, once both have arrived: one
 * relayout. A face that fails to load is left out (its fallback stays). A browser without the
 * FontFace API gets the stylesheet as before.
 */
function webFontsJs(href: string): string {
  return `var f=document.createElement('link');f.rel='stylesheet';f.href=${JSON.stringify(href)};`
    + `if(typeof FontFace!='undefined'&&document.fonts){f.media='print';f.onload=function(){var l=[];`
    + `[].forEach.call(f.sheet.cssRules,function(r){var v=function(p,d){return r.style.getPropertyValue(p)||d};`
    + `if(r.type===5)l.push(new FontFace(v('font-family').replace(/["']/g,''),v('src'),{style:v('font-style','normal'),`
    + `weight:v('font-weight','normal'),unicodeRange:v('unicode-range','U+0-10FFFF'),display:v('font-display','auto')}).load().catch(function(){}))});`
    + `Promise.all(l).then(function(a){a.forEach(function(x){x&&document.fonts.add(x)})})}}`
    + `document.head.appendChild(f);`;
}

const FCP = 'first-contentful-paint';
/** The app starts by then even if no paint is reported (a background tab, a blank page). */
export const START_TIMEOUT_MS = 1000;
