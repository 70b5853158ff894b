import type { Calls } from '../../../shared/contract/registry';

/**
 * The contract's call table carries every zod schema: it loads with the first call or the first
 * form that checks what was typed, never with a page (decision 018: zod out of the
 * first load). On the server it is a module of the SSR bundle, so the wait is a resolved import.
 */
let table: Promise<Calls> | undefined;
export const loadCalls = (): Promise<Calls> =>
  (table ??= import('../../../shared/contract/registry').then((m) => m.calls));
