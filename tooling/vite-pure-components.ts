import type { Plugin } from 'vite';

/**
 * react-router's production build defines its components at the top level as
 * `var Link = React10.forwardRef(…); Link.displayName = "Link";`, without the bundler's pure
 * annotation. The bundler must then keep every such component, and all it calls, whether
 * the app renders it or not: Link and NavLink brought their prefetch and view-transition code
 * (~3 KB gzip) to every page's first load though the app renders plain links. This marks those
 * definitions pure and drops their names (read by devtools only, which a production build does
 * not serve), so an unused one is dropped.
 */
export function pureComponentDefinitions(code: string): string {
  const names = new Set<string>();
  let out = code.replace(
    /^var ([A-Za-z_$][\w$]*) = (React\d*\.(?:forwardRef|memo)\()/gm,
    (_m, name: string, call: string) => {
      names.add(name);
      return `var ${name} = /* @__PURE__ */ ${call}`;
    },
  );
  // `X.displayName = "X";` on its own line writes to the component: a side effect to the
  // bundler. Only the ones whose definition was marked above, and only top-level lines. The line
  // stays, empty, so the lines after it keep their numbers for the source map (map: null below).
  out = out.replace(/^([A-Za-z_$][\w$]*)\.displayName = "[^"\n]*";$/gm, (line, name: string) =>
    names.has(name) ? '' : line,
  );
  return out;
}

const REACT_ROUTER_PRODUCTION = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export function pureComponents(): Plugin {
  return {
    name: 'pure-components',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler: (code, id) =>
        REACT_ROUTER_PRODUCTION.test(id) ? { code: pureComponentDefinitions(code), map: null } : undefined,
    },
  };
}
