import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

// The page's data from the server to the browser entry: the router's loader data and the
// dehydrated queries, as the shop hands over its own (as plain JSON here: no dates or maps).

export const FLOOR_BOOT = '__FLOOR_BOOT__';

export interface FloorBoot {
  router: HydrationState;
  queries: DehydratedState;
}

/** A script's text that sets the boot data; "<" and the line separators escaped so no value ends the script. */
export function bootScript(boot: FloorBoot): string {
  const json = JSON.stringify(boot).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `window.${FLOOR_BOOT}=${json}`;
}
