import type { Home } from '../../../../shared/contract/content-models';
import { Image } from '../../../components/ui/Image';

/** The first screen: headline, one call to action, and the page's largest image (preloaded). */
export function Hero({ hero }: { hero: Home['hero'] }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero-media">
        <Image
          src={hero.image}
          alt={hero.image.alt}
          decorative={!hero.image.alt}
          sizes="xs:100vw lg:100vw xxl:1440px"
          preload
        />
      </div>
      <div className="home-hero-copy">
        <h1 id="home-hero-title">{hero.title}</h1>
        <p className="lead">{hero.subtitle}</p>
        <a
          className="btn btn-elevated btn-primary"
          data-analytics="cta"
          data-analytics-location="home hero"
          href={hero.cta.url}
        >
          {hero.cta.label}
        </a>
      </div>
    </section>
  );
}
