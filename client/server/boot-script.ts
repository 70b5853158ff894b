import { uneval } from 'devalue';
import type { BootData } from '../app/boot-data';
import { queryStateScript } from '../app/boot-query-state';
import type { PublicConfig } from '../lib/app/app-context';

/** The config is the same object for every page of a process: written once. */
const configScripts = new WeakMap<PublicConfig, string>();

/**
 * The boot data as a script expression: the query state (JSON answers) as JSON; the config,
 * assets and router state, which may hold values JSON cannot (undefined, route errors), by devalue.
 */
export function bootScript(boot: BootData): string {
  let config = configScripts.get(boot.config);
  if (config === undefined) configScripts.set(boot.config, (config = uneval(boot.config)));
  const layout = boot.layout === undefined ? '' : `,layout:${JSON.stringify(boot.layout)}`;
  const page = boot.page === undefined ? '' : `,page:${uneval(boot.page)}`;
  return `{config:${config},assets:${uneval(boot.assets)},queryState:${queryStateScript(boot.queryState)},router:${uneval(boot.router)}${layout}${page}}`;
}
