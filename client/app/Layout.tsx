import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useNavigation } from 'react-router-dom';
import { announcementsQuery, globalsQuery, navigationQuery } from '../features/layout/queries';
import { useApp } from '../lib/app-context';
import { Head } from './Head';
import { useRouteState } from './route-state';
import { useScrollRule } from './use-scroll-rule';

function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return <div className={`progress-bar${busy ? ' is-active' : ''}`} role="progressbar" aria-hidden={!busy} aria-label="Loading page" />;
}

export function Layout() {
  const { api, config } = useApp();
  const state = useRouteState();
  useScrollRule();
  useEffect(() => {
    // Browser tests wait for this before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { data: globals } = useQuery(globalsQuery(api));
  const { data: nav } = useQuery(navigationQuery(api, 'main'));
  const { data: announcements } = useQuery(announcementsQuery(api));
  const topLevel = nav?.flatMap((g) => g.nav) ?? [];
  return (
    <>
      <Head state={state} />
      <a className="skip-link" href="#main">Skip to content</a>
      <ProgressBar />
      {announcements && announcements.length > 0 && (
        <div className="announcement-bar" role="region" aria-label="Announcements">
          {announcements[0]!.url ? <Link to={announcements[0]!.url}>{announcements[0]!.text}</Link> : announcements[0]!.text}
        </div>
      )}
      <header className={`site-header header-${state.headerColor}`} data-header-color={state.headerColor}>
        <Link to="/" className="brand">{config.brand} Skin</Link>
        <nav aria-label="Main">
          <ul>{topLevel.map((item) => <li key={item.url}><NavLink to={item.url}>{item.label}</NavLink></li>)}</ul>
        </nav>
        <Link to="/account/home" className="account-link">Account</Link>
        <Link to="/cart" className="cart-link">Cart</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <ul>{globals?.site_legal_links?.map((l) => <li key={l.url}><Link to={l.url} target={l.target}>{l.text}</Link></li>)}</ul>
        <p>{globals?.site_legal_copy}</p>
      </footer>
    </>
  );
}
