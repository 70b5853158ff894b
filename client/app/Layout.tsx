import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AnnouncementBar } from '../components/layout/AnnouncementBar';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PageNotice } from '../components/layout/PageNotice';
import { flattenNavigation } from '../components/layout/nav-items';
import { useCartCount } from '../features/cart/use-cart';
import { ConsentBanner, PrivacyChoicesButton } from '../features/consent/ConsentBanner';
import { useConsentAttribution } from '../features/consent/use-consent-attribution';
import { useThirdPartyScripts } from '../lib/analytics/third-party-scripts';
import { useWebVitals } from '../lib/analytics/web-vitals';
import { globalsQuery, navigationQuery } from '../components/layout/queries';
import type { Screen } from '../../shared/routes/route-table';
import { useApp } from '../lib/app/app-context';
import { MAIN_CONTENT_ID } from '../lib/routing/main-content';
import { Head } from './Head';
import { NavigationFeedbackBoundary } from './navigation-feedback-part';
import { useRouteState } from './route-state';
import { usePageAnalytics } from './use-page-analytics';
import { useScrollRule } from './use-scroll-rule';
import { useTrailingSlashRule } from './use-trailing-slash-rule';

/** Screens that show a newsletter sign-up of their own: the footer leaves its one out there. */
const OWN_SIGN_UP_SCREENS: ReadonlySet<Screen> = new Set(['home', 'newsletter']);

export function Layout() {
  const { api, config } = useApp();
  const state = useRouteState();
  useScrollRule();
  useTrailingSlashRule();
  usePageAnalytics();
  useConsentAttribution();
  useThirdPartyScripts(config);
  useWebVitals(config);
  // No consent tool configured: the first-party banner stands in (client/features/consent).
  const ownConsent = !config.consentToolUrl;
  useEffect(() => {
    // Browser tests wait for this before they click; CSS switches from the no-JS fallbacks on it.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // All three were loaded by the root loader, so the server render already has them.
  const { data: globals } = useQuery(globalsQuery(api));
  const { data: mainNav } = useQuery(navigationQuery(api, 'main'));
  const { data: footerNav } = useQuery(navigationQuery(api, 'footer'));
  const cartCount = useCartCount();
  return (
    <>
      <Head state={state} />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to content
      </a>
      {ownConsent && <ConsentBanner />}
      <NavigationFeedbackBoundary />
      <AnnouncementBar />
      <Header color={state.headerColor} items={flattenNavigation(mainNav)} cartCount={cartCount} />
      <PageNotice />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        globals={globals}
        groups={footerNav ?? []}
        brand={config.brand}
        newsletter={!(state.route && OWN_SIGN_UP_SCREENS.has(state.route.screen))}
        privacyChoices={ownConsent ? <PrivacyChoicesButton /> : undefined}
      />
    </>
  );
}
