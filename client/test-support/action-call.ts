import { QueryClient } from '@tanstack/react-query';
import type { ActionFunction } from 'react-router-dom';
import type { ApiClient } from '../../shared/contract/api-client';
import type { LoaderDeps } from '../lib/routing/loader-deps';

/** What a route action answered: a redirect, data with a status, or a thrown response. */
export interface ActionResult {
  status: number;
  location?: string | null;
  data?: unknown;
}

/** Deps of the browser side (the action runs there when JavaScript is on). */
export function browserDeps(api: ApiClient, queryClient = new QueryClient()): LoaderDeps {
  return { api, queryClient, isServer: false, cartId: () => null };
}

function read(value: unknown): ActionResult {
  if (value instanceof Response) return { status: value.status, location: value.headers.get('Location') };
  const v = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (v && v.type === 'DataWithResponseInit') return { status: v.init?.status ?? 200, data: v.data };
  return { status: 200, data: value };
}

/**
 * Posts a form to a route action as react-router would (a Request with form data, the route's
 * params), and reads what it answered or threw (pageNotFound throws a 404 data response).
 */
export async function postToAction(
  action: ActionFunction,
  path: string,
  fields: Record<string, string>,
  params: Record<string, string> = {},
): Promise<ActionResult> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request(`http://shop.test${path}`, { method: 'POST', body });
  try {
    return read(await action({ request, params, context: {} } as Parameters<ActionFunction>[0]));
  } catch (thrown) {
    return read(thrown);
  }
}
