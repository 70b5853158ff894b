import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFormFetcher } from './form-fetcher';
import { Form } from './route-form';

// The markup a route form renders on the server, where a page without JavaScript posts it from.
// Its submission through the router is the browser tests' (account, quiz, reviews, sign-up forms).
async function render(url: string, element: React.ReactNode): Promise<string> {
  const routes: RouteObject[] = [{ id: 'page', path: '/account/addresses', element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

/** The first form's attributes, in any order. */
function formOf(html: string): Record<string, string> {
  const tag = /<form([^>]*)>/.exec(html)![1]!;
  return Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

function SignUp() {
  const fetcher = useFormFetcher<{ done: string }>('sign-up');
  return (
    <fetcher.Form method="post" action="/newsletter" className="sign-up">
      <span data-state={fetcher.state} />
    </fetcher.Form>
  );
}

describe('Form', () => {
  it.each([
    [undefined, 'get', '/account/addresses?page=2'],
    ['#address-7', 'post', '/account/addresses#address-7'],
    ['/account/logout', 'post', '/account/logout'],
  ] as const)('action %j, method %s: posts to %s without JavaScript', async (action, method, expected) => {
    const html = await render('/account/addresses?page=2', <Form method={method} action={action} className="f" />);
    expect(formOf(html)).toEqual({ method, action: expected, class: 'f' });
  });

  it('defaults to GET, as a form does', async () => {
    expect(formOf(await render('/account/addresses', <Form />))).toEqual({
      method: 'get',
      action: '/account/addresses',
    });
  });

  it("a fetcher's form is a real form too, idle until it is posted", async () => {
    const html = await render('/account/addresses', <SignUp />);
    expect(formOf(html)).toEqual({ method: 'post', action: '/newsletter', class: 'sign-up' });
    expect(html).toContain('<span data-state="idle"></span></form>');
  });
});
