import { describe, expect, it } from 'vitest';
import { keepLinkIntents } from './link-intent';

/** An element whose closest link is `link` (null: not inside a link). */
const inside = (link: object | null) => ({ closest: (selector: string) => (selector === 'a[href]' ? link : null) });

function fire(doc: EventTarget, type: string, target: object) {
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: target });
  doc.dispatchEvent(event);
}

describe('keepLinkIntents', () => {
  it('keeps the links pointed at or focused, each once, in order, until taken', () => {
    const doc = new EventTarget();
    const take = keepLinkIntents(doc as unknown as Document);
    const shop = { name: 'shop' };
    const blog = { name: 'blog' };
    fire(doc, 'pointerover', inside(shop));
    fire(doc, 'pointerover', inside(null));
    fire(doc, 'focusin', inside(blog));
    fire(doc, 'pointerover', inside(shop));
    fire(doc, 'click', inside({ name: 'clicked' }));
    expect(take()).toEqual([shop, blog]);
  });

  it('keeps nothing once taken', () => {
    const doc = new EventTarget();
    const take = keepLinkIntents(doc as unknown as Document);
    take();
    fire(doc, 'pointerover', inside({ name: 'late' }));
    expect(take()).toEqual([]);
  });
});
