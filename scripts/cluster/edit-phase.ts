import { basesOf, fromLoad, measuredOf, pickProduct, row } from './change-phase';
import {
  addMenuItem,
  addRedirect,
  createProduct,
  editTitleAndPrice,
  productAction,
  productIdOf,
  publishPost,
} from './console-edits';
import { underLoad, type Shop } from './load';
import type { PhaseRow } from './phase-row';
import { onEvery, page, reachEvery, type Reach } from './reach';
import {
  blogCardSlugs,
  cardTitlePrice,
  headerLinks,
  headingOf,
  productTitlePrice,
  redirectShows,
  sitemapPaths,
} from './shop-readers';
import { signedInOwner, type Staff } from './staff-session';
import type { Topology } from './topology';

// h) What an editor changes in the console reaches the shop: a product's title and price, a
// new blog post, a new header menu item, a new redirect, a product published (the sitemap
// lists it) and archived (the sitemap drops it). Each through BOTH replicas, asked directly
// and through nginx, within the budget, every page cached (a HIT) before the change, while the
// usual load runs; after that no answer shows the old state (reach.ts).

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

type Bases = ReturnType<typeof basesOf>;

function productEdit(
  staff: Staff,
  bases: Bases,
  p: { id: string; handle: string; title: string; price: number },
): Reach {
  const title = `${p.title} Cluster Edition`;
  const want = `${title} | ${money(p.price + 1)}`;
  return {
    label: 'product edit',
    watches: [
      ...onEvery(bases, { path: `/products/${p.handle}`, read: page(productTitlePrice), want: (s) => s === want }),
      ...onEvery(bases, {
        path: '/shop',
        read: page((html) => cardTitlePrice(html, p.handle)),
        want: (s) => s === want,
      }),
    ],
    change: (sending) => editTitleAndPrice(staff, p.id, { title, price: (p.price + 1).toFixed(2) }, sending),
  };
}

function newPost(staff: Staff, bases: Bases, run: string): Reach {
  const post = { slug: `cluster-post-${run}`, title: `Cluster post ${run}` };
  return {
    label: 'new blog post',
    watches: [
      ...onEvery(bases, {
        path: '/blog',
        read: page((html) => (blogCardSlugs(html).includes(post.slug) ? 'listed' : 'absent')),
        want: (s) => s === 'listed',
      }),
      ...onEvery(bases, { path: `/blog/${post.slug}`, read: page(headingOf), want: (s) => s === post.title }),
    ],
    change: (sending) => publishPost(staff, post, sending),
  };
}

function menuItem(staff: Staff, bases: Bases, run: string): Reach {
  const item = { label: `Cluster ${run}`, url: '/blog' };
  const read = page((html) =>
    headerLinks(html).some((l) => l.href === item.url && l.label === item.label) ? 'linked' : 'absent',
  );
  return {
    label: 'header menu item',
    watches: ['/', '/shop'].flatMap((path) => onEvery(bases, { path, read, want: (s) => s === 'linked' })),
    change: (sending) => addMenuItem(staff, item, sending),
  };
}

function redirect(staff: Staff, bases: Bases, run: string): Reach {
  const r = { from: `/cluster-moved-${run}`, to: '/shop' };
  return {
    label: 'new redirect',
    watches: onEvery(bases, { path: r.from, read: redirectShows, want: (s) => s === `301 ${r.to}` }),
    change: (sending) => addRedirect(staff, r, sending),
  };
}

/** The sitemap and the product's page: listed and 200 once published, gone and 404 once archived. */
function sitemap(staff: Staff, bases: Bases, p: { id: string; handle: string }, to: 'publish' | 'archive'): Reach {
  const listed = to === 'publish';
  const path = `/products/${p.handle}`;
  return {
    label: listed ? 'sitemap lists a published product' : 'sitemap drops an archived product',
    watches: [
      ...onEvery(bases, {
        path: '/sitemap.xml',
        read: (a) =>
          a.status === 200 ? (sitemapPaths(a.body).includes(path) ? 'listed' : 'absent') : `HTTP ${a.status}`,
        want: (s) => s === (listed ? 'listed' : 'absent'),
        // the sitemap is no page: its answers come from the tagged upstream cache
        paged: false,
      }),
      ...onEvery(bases, {
        path,
        read: (a) => `HTTP ${a.status}`,
        want: (s) => s === (listed ? 'HTTP 200' : 'HTTP 404'),
      }),
    ],
    change: (sending) => productAction(staff, p.id, to, sending),
  };
}

/** h) Console edits of every kind show on both replicas, directly and through nginx, within 2 s. */
export async function editsOnEveryReplica(t: Topology, shop: Shop): Promise<PhaseRow> {
  const r = row('h) console edits on every replica');
  const figures: (number | null)[] = [];
  try {
    const staff = await signedInOwner(t);
    const bases = basesOf(t);
    const run = String(Date.now() % 1_000_000);
    const picked = await pickProduct(t.siteUrl, shop.variants);
    const edited = { ...picked, id: await productIdOf(staff, picked.handle) };
    const fresh = { handle: `cluster-new-${run}`, id: '' };
    fresh.id = await createProduct(staff, { title: `Cluster New ${run}`, handle: fresh.handle, sku: `CLU-${run}` });
    const reaches = [
      productEdit(staff, bases, edited),
      newPost(staff, bases, run),
      menuItem(staff, bases, run),
      redirect(staff, bases, run),
      sitemap(staff, bases, fresh, 'publish'),
      sitemap(staff, bases, fresh, 'archive'),
    ];
    const load = await underLoad(shop, { clients: 6, paceMs: 200, firstOctet: 180, minMs: 5_000 }, async () => {
      for (const reach of reaches) {
        figures.push(await reachEvery(r, reach));
      }
    }).finally(() => staff.close());
    fromLoad(r, load);
  } catch (err) {
    // the other phases still run: this one's failure is its own
    r.problems.push(`not completed: ${(err as Error).message}`);
  }
  r.measured = measuredOf(figures);
  return r;
}
