import { definePart, KeptMarkup } from '../ui/KeptMarkup';
import type { FooterProps } from './FooterContent';

/** The footer and its sign-up form: below the fold, used by few visits. */
const FOOTER = definePart<FooterProps>('footer', () => import('./FooterContent'));

/**
 * The site footer. It keeps the server's markup until it is used (KeptMarkup): its links
 * navigate and its sign-up form posts without its code. A page with a sign-up of its own (no
 * footer form) needs the footer's code at once.
 */
export function Footer(props: FooterProps) {
  const newsletter = props.newsletter ?? true;
  return (
    <KeptMarkup
      part={FOOTER}
      as="footer"
      id="site-footer"
      className="site-footer"
      props={props}
      variant={newsletter ? 'sign-up' : ''}
    />
  );
}
