import { QueryClient } from '@tanstack/react-query';
import type { ActionFunction } from 'react-router-dom';
import type { ApiClient } from '../../shared/contract/api-client';
import type { FormAnswer } from '../lib/forms/form-errors';
import type { LoaderDeps } from '../lib/routing/loader-deps';

/** What a route action answered, as a browser would see it. */
export interface ActionResult<A extends FormAnswer = FormAnswer> {
  status: number;
  /** where a redirect goes */
  location: string | null;
  /** the form's answer when it re-renders (useActionData) */
  answer: A | null;
}

/** LoaderDeps for running an action as the browser does (isServer false) or as the BFF does. */
export function actionDeps(api: ApiClient, isServer = false): LoaderDeps {
  return {
    api,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    isServer,
    cartId: () => null,
  };
}

/**
 * Posts `fields` as a form to `url` through a route action (`action(deps)`), the way
 * react-router calls it, and reads the answer: a redirect Response or `data(…, { status })`.
 */
export async function runAction<A extends FormAnswer = FormAnswer>(
  action: (deps: LoaderDeps) => ActionFunction,
  deps: LoaderDeps,
  url: string,
  fields: Record<string, string>,
): Promise<ActionResult<A>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(url, { method: 'POST', body });
  const result: unknown = await action(deps)({ request, params: {}, context: {} } as Parameters<ActionFunction>[0]);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get('Location'), answer: null };
  // react-router's data(): { type: 'DataWithResponseInit', data, init }
  if (result && typeof result === 'object' && (result as { type?: unknown }).type === 'DataWithResponseInit') {
    const { data, init } = result as { data: A; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, answer: data };
  }
  return { status: 200, location: null, answer: result as A };
}
