import { useQuery } from '@tanstack/react-query';
import type { Announcement } from '../../../shared/contract/content-models';
import { useApp } from '../../lib/app/app-context';
import { definePart, KeptMarkup } from '../ui/KeptMarkup';
import { announcementsQuery } from './queries';

const ANNOUNCEMENT_TEXT = definePart<{ announcements: Announcement[] }>(
  'announcements',
  () => import('./AnnouncementText'),
);

/**
 * Live announcements (get-announcements). The bar keeps the server's markup until it is used
 * (KeptMarkup): its link navigates without the code, a step button pressed meanwhile steps once
 * the code is in.
 */
export function AnnouncementBar() {
  const { api } = useApp();
  const { data: announcements = [] } = useQuery(announcementsQuery(api));
  if (announcements.length === 0) return null;
  return (
    <KeptMarkup
      part={ANNOUNCEMENT_TEXT}
      as="section"
      id="announcement-bar"
      className="announcement-bar"
      aria-label="Announcements"
      props={{ announcements }}
    />
  );
}
