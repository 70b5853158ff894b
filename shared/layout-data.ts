// The layout's data (menus, footer, global settings, announcements) is the same on every page
// and for every visitor, and was a third of each page's boot data. A
// page names it by a hash of its content instead; the browser fetches that file once, in
// parallel with the page's chunks, and keeps it (immutable) for every later page. Written by
// client/entry-server.tsx, kept and served by server/render/layout-data.ts, read by
// client/lib/layout-data-load.ts.

import type { ApiClient } from './contract/api-client';

/** Where layout files are served: `${LAYOUT_DATA_DIR}/<id>.json`. */
export const LAYOUT_DATA_DIR = '/_layout' as const;

/** A layout file's id: 16 characters of a base64url hash of its text. */
export const LAYOUT_DATA_ID = /^[A-Za-z0-9_-]{16}$/;

export const layoutDataPath = (id: string) => `${LAYOUT_DATA_DIR}/${id}.json`;

/** The id in a layout file's name, or null when the name is not one. */
export function layoutDataIdOf(file: string): string | null {
  const id = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  return LAYOUT_DATA_ID.test(id) ? id : null;
}

/** One query of the layout: its key and its data (JSON). */
export type LayoutEntry = [queryKey: unknown[], data: unknown];

/** The entries in a fetched body, or null when it is not a layout file (a proxy's page, a cut-off body). */
export function parseLayoutData(body: unknown): LayoutEntry[] | null {
  if (!Array.isArray(body)) return null;
  for (const entry of body) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Array.isArray(entry[0]) || entry[1] === undefined) return null;
  }
  return body as LayoutEntry[];
}

/** The layout's answers as the server keeps them: one entry for every page, until it expires or is purged. */
export interface LayoutSnapshot {
  entries: LayoutEntry[];
  /** When its answers were fetched (ms since epoch): a page's query cache sees them as that old. */
  at: number;
  /** Its file's id, or null when the layout has no data. */
  id: string | null;
}

/** Fetches the layout's answers through `api` (the render's side: which calls and queries). */
export type MakeLayout = (api: ApiClient) => Promise<{ entries: LayoutEntry[]; at: number }>;

/**
 * Where a render gets the layout's data (the server's side: kept once, tagged, purged with the
 * rest); bound to the request's upstream client, which `make` is given when nothing is kept.
 */
export interface LayoutSource {
  current(make: MakeLayout): Promise<LayoutSnapshot>;
}
