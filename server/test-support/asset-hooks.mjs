// Node module hooks for the one test that runs client code outside Vite (graceful-shutdown's
// server process, `node --import tsx`): a static asset import (`./icons.svg?no-inline`) becomes
// a module whose default export is a URL, as Vite's build makes it.
export async function resolve(specifier, context, next) {
  if (/\.svg(\?[\w-]*)?$/.test(specifier))
    return { url: new URL(specifier.replace(/\?.*$/, ''), context.parentURL).href + '?asset', shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url.endsWith('?asset')) {
    const name = new URL(url).pathname.split('/').pop();
    return { format: 'module', source: `export default ${JSON.stringify(`/assets/${name}`)};`, shortCircuit: true };
  }
  return next(url, context);
}
