import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { track, type EventFields } from '../../lib/analytics/analytics';
import { useApp } from '../../lib/app/app-context';
import { Icon } from './Icon';

/** How long "Link copied" stays before the label comes back. */
const COPIED_MS = 3000;

/** An e-mail carrying the page: what the link does before the script runs, and without a share sheet. */
export function shareMailto(title: string, url: string): string {
  return `mailto:?${new URLSearchParams({ subject: title, body: url }).toString().replace(/\+/g, '%20')}`;
}

/**
 * Shares the page: the device's share sheet where there is one, else the link copied, else an
 * e-mail. It is a mailto: link underneath, so it works before and without JavaScript.
 */
export function ShareButton({
  title,
  contentType,
  itemId,
}: {
  title: string;
  contentType: EventFields['share']['content_type'];
  itemId: string;
}) {
  const { config } = useApp();
  const { pathname } = useLocation();
  const [copied, setCopied] = useState(false);
  const url = `${config.siteUrl}${pathname}`;
  const report = (method: EventFields['share']['method']) =>
    track('share', { method, content_type: contentType, item_id: itemId });

  const onClick = async (e: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share === 'function') {
      e.preventDefault();
      try {
        await navigator.share({ title, url });
        report('share sheet');
      } catch {
        // Closed without sharing: nothing happened, nothing to report.
      }
      return;
    }
    if (navigator.clipboard) {
      e.preventDefault();
      try {
        await navigator.clipboard.writeText(url);
        report('copy link');
        setCopied(true);
        window.setTimeout(() => setCopied(false), COPIED_MS);
        return;
      } catch {
        // Clipboard refused (permissions): fall back to the e-mail.
        window.location.href = shareMailto(title, url);
      }
    }
    report('email');
  };

  return (
    <a className="icon-toggle share-button" href={shareMailto(title, url)} onClick={(e) => void onClick(e)}>
      <Icon name={copied ? 'check' : 'share'} size={20} />
      <span>{copied ? 'Link copied' : 'Share'}</span>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </a>
  );
}
