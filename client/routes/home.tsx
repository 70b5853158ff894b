import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { ProductGrid } from '../components/commerce/ProductGrid';
import type { NewsletterSignUpProps } from '../components/newsletter/NewsletterSignUp';
import { definePart, KeptMarkup } from '../components/ui/KeptMarkup';
import { productCardsByHandlesQuery } from '../features/catalog/queries';
import { homeQuery } from '../features/content/queries';
import { HOME_HERO, HOME_SHOWCASE } from '../features/home/home-parts';
import { useApp } from '../lib/app/app-context';
import type { ScreenModule } from './types';

/**
 * The sign-up at the foot of the page keeps the server's markup until it is used, as the
 * footer's does (KeptMarkup): it posts without its code, and its form code is not in the page's
 * first load.
 */
const SIGN_UP = definePart<NewsletterSignUpProps>('home-sign-up', () =>
  import('../components/newsletter/NewsletterSignUp').then((m) => ({ default: m.NewsletterSignUp })),
);
const SIGN_UP_PROPS: NewsletterSignUpProps = {
  location: 'home',
  className: 'home-newsletter',
  heading: 'Join our newsletter',
  lead: 'New launches, routines from our estheticians and members-only offers, about twice a month.',
};

function Home() {
  const { api } = useApp();
  const { data: home } = useSuspenseQuery(homeQuery(api));
  const { data: featured } = useSuspenseQuery(productCardsByHandlesQuery(api, home.featuredProductHandles));
  return (
    <div className="page page-home">
      <KeptMarkup part={HOME_HERO} id="home-hero" className="home-part" props={{ hero: home.hero }} untilChanged />
      {featured.length > 0 && (
        <section className="home-section" aria-labelledby="featured-products-title">
          <div className="section-heading">
            <h2 id="featured-products-title">Best loved formulas</h2>
            <a href="/shop">Shop all</a>
          </div>
          <ProductGrid products={featured} list={{ id: 'home-featured', name: 'Best loved formulas' }} />
        </section>
      )}
      <KeptMarkup
        part={HOME_SHOWCASE}
        id="home-showcase"
        className="home-part"
        props={{ promo: home.promo, posts: home.featuredBlogs }}
        untilChanged
      />
      <KeptMarkup part={SIGN_UP} id="home-sign-up" props={SIGN_UP_PROPS} />
    </div>
  );
}

const homeScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      const home = await queryClient.ensureQueryData(homeQuery(api));
      await queryClient.ensureQueryData(productCardsByHandlesQuery(api, home.featuredProductHandles));
      return null;
    },
  parts: [HOME_HERO, HOME_SHOWCASE],
  Component: Home,
};

export default homeScreen;
