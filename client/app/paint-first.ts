/**
 * The script that starts the browser app after the first paint (issue 14). With module scripts
 * and their chunks preloaded in the head, a phone spent its first second downloading and
 * evaluating JavaScript before it showed the finished page the server had sent: the chunks
 * shared the connection with the stylesheet and the largest image, and Chrome paints nothing
 * until a module graph has run. From the next frame, this asks for every chunk of the page at
 * once (modulepreload, no import waterfall), then imports the entry. The timeout covers a page
 * opened in a background tab, where frames do not run.
 */
export function paintFirstImport(entries: readonly string[], modules: readonly string[]): string {
  const imports = entries.map((src) => `import(${JSON.stringify(src)})`).join(';');
  return `;(function(){var s=0,go=function(){if(s)return;s=1;${JSON.stringify(modules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});${imports}};`
    + 'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()';
}
