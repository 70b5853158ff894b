// zod probes `new Function('')` on its first parse to pick its fast compiled parsers; the page's
// CSP forbids eval, so the probe shows up as a CSP violation in the console and in Lighthouse.
// zod keeps its config on globalThis.__zod_globalConfig (zod/v4/core, kept when already set):
// setting it here, first in the browser entry, turns the probe off without putting zod itself
// into the first-load JavaScript (decision 018); zod arrives later, with the chunks that parse.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
