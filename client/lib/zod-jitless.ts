import { config } from 'zod';

// zod probes `new Function('')` on its first parse to pick its fast compiled parsers; the page's
// CSP forbids eval, so the probe shows up as a CSP violation in the console and in Lighthouse.
// Imported first by the browser entry, so the probe never runs there.
config({ jitless: true });
