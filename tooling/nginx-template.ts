import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// deploy/nginx.conf is an envsubst-style template (the nginx image renders it in compose). The
// cluster test and the deploy lint render it here, with the same variables, so the file they
// run is the file compose runs. A `${STOREFRONT_UPSTREAM}` line is repeated once per replica
// address (compose names one service that DNS expands; on one machine each replica has a port).

export const NGINX_TEMPLATE = resolve(import.meta.dirname, '../deploy/nginx.conf');

export interface NginxVariables {
  LISTEN_PORT: string;
  /** host:port of each replica. */
  STOREFRONT_UPSTREAM: readonly string[];
  /** The console's own server: its listen port and the backend's console (host:port). Both or neither. */
  CONSOLE_LISTEN_PORT?: string;
  CONSOLE_UPSTREAM?: string;
  /** Where the JSON access log goes; `access.log` in nginx's prefix (-p) unless given. */
  ACCESS_LOG?: string;
}

const DEFAULTS: Partial<Record<keyof NginxVariables, string>> = { ACCESS_LOG: 'access.log' };

/** The console's server block, between its marker comments: left out when no console is given. */
const CONSOLE_BLOCK = /^# console:begin$[\s\S]*?^# console:end\n?/m;

/** The ${NAME} variables a template uses (nginx's own $name variables have no braces there). */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((m) => m[1]!))].sort();
}

export function renderNginxTemplate(template: string, vars: NginxVariables): string {
  const withConsole = vars.CONSOLE_LISTEN_PORT !== undefined || vars.CONSOLE_UPSTREAM !== undefined;
  const used = withConsole ? template : template.replace(CONSOLE_BLOCK, '');
  vars = { ...DEFAULTS, ...vars };
  const unknown = templateVariables(used).filter((name) => vars[name as keyof NginxVariables] === undefined);
  if (unknown.length > 0) throw new Error(`deploy/nginx.conf: no value for ${unknown.join(', ')}`);
  if (vars.STOREFRONT_UPSTREAM.length === 0) throw new Error('deploy/nginx.conf: no replica address');
  return used
    .split('\n')
    .flatMap((line) =>
      line.includes('${STOREFRONT_UPSTREAM}')
        ? vars.STOREFRONT_UPSTREAM.map((address) => line.replaceAll('${STOREFRONT_UPSTREAM}', address))
        : [line],
    )
    .map((line) =>
      line
        .replaceAll('${LISTEN_PORT}', vars.LISTEN_PORT)
        .replaceAll('${ACCESS_LOG}', vars.ACCESS_LOG ?? '')
        .replaceAll('${CONSOLE_LISTEN_PORT}', vars.CONSOLE_LISTEN_PORT ?? '')
        .replaceAll('${CONSOLE_UPSTREAM}', vars.CONSOLE_UPSTREAM ?? ''),
    )
    .join('\n');
}

/**
 * A main config around the rendered file for a private nginx: every path under `prefix`
 * (pid, logs, temp files), in the foreground, one worker. Only the wrapper is test plumbing;
 * the shop's settings all come from deploy/nginx.conf.
 */
export function privateNginxMain(prefix: string, include: string): string {
  return [
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'worker_processes 1;',
    'daemon off;',
    'events { worker_connections 1024; }',
    'http {',
    `    access_log ${prefix}/access.log;`,
    `    client_body_temp_path ${prefix}/tmp/body;`,
    `    proxy_temp_path ${prefix}/tmp/proxy;`,
    `    fastcgi_temp_path ${prefix}/tmp/fastcgi;`,
    `    uwsgi_temp_path ${prefix}/tmp/uwsgi;`,
    `    scgi_temp_path ${prefix}/tmp/scgi;`,
    `    include ${include};`,
    '}',
    '',
  ].join('\n');
}

export const readNginxTemplate = (): string => readFileSync(NGINX_TEMPLATE, 'utf8');
