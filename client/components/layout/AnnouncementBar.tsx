import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { announcementsQuery } from './queries';
import { useApp } from '../../lib/app/app-context';
import { Icon } from '../ui/Icon';
import { SiteLink } from './SiteLink';

/**
 * Live announcements (get-announcements), one at a time. Several are stepped through by the
 * visitor rather than rotated on a timer: moving text nobody asked for fails WCAG 2.2.2.
 */
export function AnnouncementBar() {
  const { api } = useApp();
  const { data: announcements = [] } = useQuery(announcementsQuery(api));
  const [index, setIndex] = useState(0);
  if (announcements.length === 0) return null;
  const current = announcements[index % announcements.length]!;
  const step = (delta: number) => setIndex((i) => (i + delta + announcements.length) % announcements.length);
  const many = announcements.length > 1;
  return (
    <section className="announcement-bar" aria-label="Announcements">
      {many && (
        <button type="button" className="announcement-step" onClick={() => step(-1)} aria-label="Previous announcement">
          <Icon name="chevron-right" size={16} className="flip-x" />
        </button>
      )}
      <p className="announcement-text" aria-live={many ? 'polite' : undefined}>
        {current.url ? <SiteLink url={current.url}>{current.text}</SiteLink> : current.text}
      </p>
      {many && (
        <button type="button" className="announcement-step" onClick={() => step(1)} aria-label="Next announcement">
          <Icon name="chevron-right" size={16} />
        </button>
      )}
    </section>
  );
}
