import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '../lib/analytics/analytics';
import { deferAnalyticsListeners } from '../lib/analytics/analytics-deferred';

/**
 * `virtual_page_view` on every client navigation (the first page is the tag
 * manager's own page view), and the document's analytics listeners, once, after load.
 */
export function usePageAnalytics() {
  const { pathname, search } = useLocation();
  // The page last reported (or shown first): a repeated effect run is not a navigation.
  const last = useRef<string | null>(null);
  useEffect(() => deferAnalyticsListeners(), []);
  useEffect(() => {
    const page = `${pathname}${search}`;
    const previous = last.current;
    last.current = page;
    if (previous === null || previous === page) return;
    // Effects run after the commit, so the new page's <title> is in place.
    track('virtual_page_view', { page_path: page, page_title: document.title, page_location: window.location.href });
  }, [pathname, search]);
}
