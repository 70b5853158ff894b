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
  // The web fonts' stylesheet first: its files then load beside the chunks, swapped in on arrival.
  const fontSheet = fonts ? `var f=document.createElement('link');f.rel='stylesheet';f.href=${JSON.stringify(fonts)};document.head.appendChild(f);` : '';
  // The layout file the entry fetches before it hydrates (layout-data-load.ts), asked for with the
  // chunks; as=fetch and anonymous CORS match the entry's fetch(), so the one download serves it.
  const dataFetch = data ? `var d=document.createElement('link');d.rel='preload';d.as='fetch';d.crossOrigin='anonymous';d.href=${JSON.stringify(data)};document.head.appendChild(d);` : '';
  return `;(function(){var s=0,go=function(){if(s)return;s=1;${fontSheet}${dataFetch}${JSON.stringify(modules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});${imports}};`
    + `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('${FCP}').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}`
    + 'catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}'
    + `setTimeout(go,${START_TIMEOUT_MS})})()`;
}

const FCP = 'first-contentful-paint';
/** The app starts by then even if no paint is reported (a background tab, a blank page). */
export const START_TIMEOUT_MS = 1000;
