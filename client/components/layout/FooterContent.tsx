import type { ReactNode } from 'react';
import type { Globals, NavGroup, NavItem } from '../../../shared/contract/content-models';
import { NewsletterSignUp } from '../newsletter/NewsletterSignUp';
import { Icon, ICON_NAMES, type IconName } from '../ui/Icon';
import { StaticPart } from '../ui/StaticPart';
import { SiteLink } from './SiteLink';

/** Footer navigation items; a second level, if the CMS has one, nests under its parent. */
function FooterLinks({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item, i) => (
        <li key={`${i}-${item.url}`}>
          <SiteLink url={item.url}>{item.label}</SiteLink>
          {item.children && item.children.length > 0 && <FooterLinks items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

const isIconName = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name);

export type FooterProps = {
  globals: Globals | undefined;
  groups: NavGroup[];
  brand: string;
  privacyChoices?: ReactNode;
  /** false where the page has a sign-up form of its own, so two never sit back to back */
  newsletter?: boolean;
};

/**
 * The footer's content: the newsletter sign-up, the 'footer' navigation groups, social links and
 * the legal line (get-globals). `privacyChoices`: the way back to the consent banner, given by the
 * layout (a feature's control). Loaded on first use; until then the page keeps the server's markup
 * of it (Footer.tsx, KeptMarkup).
 */
export default function FooterContent({ globals, groups, brand, privacyChoices, newsletter = true }: FooterProps) {
  const social = globals?.site_social ?? [];
  const legal = globals?.site_legal_links ?? [];
  return (
    <>
      {newsletter && (
        <NewsletterSignUp
          location="footer"
          className="footer-newsletter"
          heading="Skincare notes, twice a month"
          lead="New launches, routines from our estheticians and members-only offers."
        />
      )}
      <div className="footer-top">
        <div className="footer-brand">
          <p className="brand">
            {`${brand} `}
            <span className="brand-suffix">Skin</span>
          </p>
          {social.length > 0 && (
            <ul
              className="social-links"
              aria-label="Follow us"
              data-analytics-links="navigation"
              data-analytics-location="footer social"
            >
              {social.map((s) => (
                <li key={s.url}>
                  <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                    {isIconName(s.icon) ? <Icon name={s.icon} /> : <span>{s.label}</span>}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {groups.length > 0 && (
          // Plain links only: written as markup made once (StaticPart).
          <StaticPart
            as="nav"
            className="footer-nav"
            aria-label="Footer"
            data-analytics-links="navigation"
            data-analytics-location="footer"
            owner={groups}
          >
            {groups.map((g) => (
              <div key={g.title} className="footer-group">
                <h2 className="footer-heading">{g.title}</h2>
                <FooterLinks items={g.nav} />
              </div>
            ))}
          </StaticPart>
        )}
      </div>
      <div className="footer-legal">
        {globals?.site_legal_copy && <p className="legal-copy">{globals.site_legal_copy}</p>}
        {(legal.length > 0 || privacyChoices) && (
          <ul
            className="legal-links"
            aria-label="Legal"
            data-analytics-links="navigation"
            data-analytics-location="footer legal"
          >
            {legal.map((l) => (
              <li key={l.url}>
                <SiteLink url={l.url} target={l.target}>
                  {l.text}
                </SiteLink>
              </li>
            ))}
            {privacyChoices && <li>{privacyChoices}</li>}
          </ul>
        )}
      </div>
    </>
  );
}
