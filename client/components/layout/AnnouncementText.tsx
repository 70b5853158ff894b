import { useState } from 'react';
import type { Announcement } from '../../../shared/contract/content-models';
import { Icon } from '../ui/Icon';
import { SiteLink } from './SiteLink';

/**
 * The announcements, one at a time. Several are stepped through by the visitor rather than
 * rotated on a timer: moving text nobody asked for fails WCAG 2.2.2. Loaded on first use; until
 * then the page keeps the server's markup of it (AnnouncementBar.tsx, KeptMarkup).
 */
export default function AnnouncementText({ announcements }: { announcements: Announcement[] }) {
  const [index, setIndex] = useState(0);
  const current = announcements[index % announcements.length]!;
  const step = (delta: number) => setIndex((i) => (i + delta + announcements.length) % announcements.length);
  const many = announcements.length > 1;
  return (
    <>
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
    </>
  );
}
