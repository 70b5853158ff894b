import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStaticMarkup } from '../../server/static-markup';
import { StaticMarkupContext, StaticPart } from './StaticPart';

function Links({ items, current }: { items: string[]; current: string }) {
  return (
    <ul>
      {items.map((i) => (
        <li key={i}>
          <a href={`/${i}`} aria-current={i === current ? 'page' : undefined}>
            {i} <b>&amp;</b> {i.length}
          </a>
        </li>
      ))}
    </ul>
  );
}

const page = (store: ReturnType<typeof createStaticMarkup> | null, items: string[], current = '') =>
  renderToString(
    <StaticMarkupContext.Provider value={store}>
      <main>
        <StaticPart as="nav" className="menu" aria-label="Menu" data-where="header" owner={items} variant={current}>
          <Links items={items} current={current} />
        </StaticPart>
      </main>
    </StaticMarkupContext.Provider>,
  );

describe('StaticPart', () => {
  it('renders its children as usual without a store (a browser render of its own)', () => {
    expect(page(null, ['a'])).toBe(
      '<main><nav class="menu" aria-label="Menu" data-where="header" data-static="_R_0_"><ul><li><a href="/a">a<!-- --> <b>&amp;</b> <!-- -->1</a></li></ul></nav></main>',
    );
  });

  it('writes the same page from markup made once: first as usual, then from the store', () => {
    const store = createStaticMarkup();
    const items = ['serums', 'spf'];
    const plain = page(null, items);
    // Other children under an owner show which markup the store writes for it.
    const other = (owner: object, text: string) =>
      renderToString(
        <StaticMarkupContext.Provider value={store}>
          <StaticPart owner={owner}>
            <i>{text}</i>
          </StaticPart>
        </StaticMarkupContext.Provider>,
      );
    expect(page(store, items)).toBe(plain);
    store.makePending();
    expect(page(store, items)).toBe(plain);
    store.makePending();
    expect(page(store, items)).toBe(plain);
    expect(other(items, 'x'), 'made from the children it was asked with').toBe(
      `<div data-static="_R_0_">${renderToString(<Links items={items} current="" />)}</div>`,
    );

    const once = {};
    expect(other(once, 'first')).toBe('<div data-static="_R_0_"><i>first</i></div>');
    store.makePending();
    expect(other(once, 'second'), 'asked once: not made').toBe('<div data-static="_R_0_"><i>second</i></div>');
  });

  it('keeps one markup per variant, and another owner object is another part', () => {
    const store = createStaticMarkup();
    const items = ['serums', 'spf'];
    for (let i = 0; i < 2; i++) for (const current of ['', 'spf', 'serums']) page(store, items, current);
    store.makePending();
    for (const current of ['', 'spf', 'serums']) expect(page(store, items, current)).toBe(page(null, items, current));
    const copy = [...items, 'toners'];
    expect(page(store, copy)).toBe(page(null, copy));
  });

  it('uses the stored markup once made (the children are not rendered again)', () => {
    const store = createStaticMarkup();
    const items = ['serums'];
    page(store, items);
    page(store, items);
    store.makePending();
    const html = renderToString(
      <StaticMarkupContext.Provider value={store}>
        <StaticPart owner={items}>
          <p>other children, same owner and variant</p>
        </StaticPart>
      </StaticMarkupContext.Provider>,
    );
    expect(html).toBe(`<div data-static="_R_0_">${renderToString(<Links items={items} current="" />)}</div>`);
  });

  it('reports a part that cannot render on its own and leaves it rendered as usual', () => {
    const Needed = createContext<{ label: string } | null>(null);
    function ReadsContext() {
      return <span>{useContext(Needed)!.label}</span>;
    }
    const store = createStaticMarkup();
    const owner = {};
    const render = () =>
      renderToString(
        <Needed.Provider value={{ label: 'from context' }}>
          <StaticMarkupContext.Provider value={store}>
            <StaticPart owner={owner}>
              <ReadsContext />
            </StaticPart>
          </StaticMarkupContext.Provider>
        </Needed.Provider>,
      );
    expect(render()).toBe('<div data-static="_R_0_"><span>from context</span></div>');
    expect(render()).toBe('<div data-static="_R_0_"><span>from context</span></div>');
    const errors: unknown[] = [];
    store.makePending((e) => errors.push(e));
    expect(errors).toHaveLength(1);
    expect(render()).toBe('<div data-static="_R_0_"><span>from context</span></div>');
    store.makePending((e) => errors.push(e));
    expect(errors).toHaveLength(1);
  });

  it("keeps the server's HTML while hydrating: read by its id, its children's components not run", () => {
    let rendered = 0;
    function Counted() {
      rendered++;
      return <i>from the browser</i>;
    }
    const owner = {};
    const server = '<b>as the server wrote it</b>';
    const asked: string[] = [];
    const fake = {
      querySelector: (selector: string) => (
        asked.push(selector),
        selector === '[data-static="_R_0_"]' ? { innerHTML: server } : null
      ),
    };
    const g = globalThis as { document?: unknown };
    g.document = fake;
    try {
      const html = renderToString(
        <StaticPart owner={owner}>
          <Counted />
        </StaticPart>,
      );
      expect(html).toBe(`<div data-static="_R_0_">${server}</div>`);
      expect(rendered).toBe(0);
      expect(asked).toEqual(['[data-static="_R_0_"]']);
      // Not in the page (a client navigation's part): the children render.
      fake.querySelector = () => null;
      expect(
        renderToString(
          <StaticPart owner={owner}>
            <Counted />
          </StaticPart>,
        ),
      ).toBe('<div data-static="_R_0_"><i>from the browser</i></div>');
      expect(rendered).toBe(1);
    } finally {
      delete g.document;
    }
  });
});
