import { useCallback, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../../../shared/contract/content-models';
import { Icon } from '../ui/Icon';
import { Image } from '../ui/Image';
import { DESKTOP_MEDIA_QUERY } from './layout-media';
import { StaticPart } from '../ui/StaticPart';
import { currentLinksKey, hasChildren, navKey } from './nav-items';
import { SiteLink } from './SiteLink';
import { useDismiss } from './use-dismiss';

const FEATURE_WIDTH = 240;
const LONG_LIST = 8;
const featureHeight = (img: { width: number; height: number }) =>
  img.width > 0 ? Math.round((FEATURE_WIDTH * img.height) / img.width) : FEATURE_WIDTH;

/** Levels 2 to 4 as nested lists: inside an open panel everything is a plain link. */
function NavSubtree({ items, level, pathname }: { items: NavItem[]; level: number; pathname: string }) {
  // A long column of links flows into two columns (CSS) instead of running off the screen.
  const long = items.length > LONG_LIST;
  return (
    <ul className={`main-nav-sublist level-${level}${long ? ' is-long' : ''}`}>
      {items.map((item, i) => (
        <li
          key={`${i}-${item.url}`}
          className={hasChildren(item) && item.children.length > LONG_LIST ? 'has-long-list' : undefined}
        >
          <SiteLink url={item.url} currentPath={pathname}>
            {/* The label names the link; the picture only decorates the column. */}
            {level === 2 && item.image ? (
              <>
                <Image src={item.image} decorative width={FEATURE_WIDTH} height={featureHeight(item.image)} />
                <span>{item.label}</span>
              </>
            ) : (
              item.label
            )}
          </SiteLink>
          {hasChildren(item) && <NavSubtree items={item.children} level={level + 1} pathname={pathname} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The one site menu: a disclosure button beside each top-level link opens its panel
 * (aria-expanded, Escape closes and returns focus, leaving the item closes). On desktop it is
 * the header row, with mega-menu panels; on phones NavDrawer frames it and the panels are an
 * accordion. Before hydration, CSS opens panels on hover and focus-within (desktop) or shows
 * every level (drawer), so every link is reachable without JS.
 */
export function MainNav({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Read once for the whole menu: each link compares its path with it (SiteLink's currentPath).
  const { pathname } = useLocation();
  // A new page closes the open panel (adjusted while rendering, not in an effect after it).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
  }

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      if (reason === 'escape' && open !== null) {
        listRef.current?.querySelector<HTMLButtonElement>(`#main-nav-toggle-${open}`)?.focus();
      }
      setOpen(null);
    },
    [open],
  );
  useDismiss(listRef, open !== null, dismiss);

  const onBlurItem = (i: number) => (e: FocusEvent<HTMLLIElement>) => {
    if (open === i && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(null);
  };
  // Mouse users get hover menus; touch and pen keep the explicit tap on the button. A click
  // on the button of a panel the pointer opened pins it rather than closing it under the mouse.
  const openedByHover = useRef(false);
  const onHover = (i: number | null) => (e: PointerEvent) => {
    // In the phone drawer the panels open by tap only (the drawer slides in under the pointer).
    if (e.pointerType !== 'mouse' || !window.matchMedia(DESKTOP_MEDIA_QUERY).matches) return;
    if (i !== null) {
      openedByHover.current = true;
      setOpen(i);
    } else if (openedByHover.current) {
      setOpen(null);
    }
  };
  const onToggle = (i: number) => {
    const pin = open === i && openedByHover.current;
    openedByHover.current = false;
    if (!pin) setOpen(open === i ? null : i);
  };

  return (
    <nav className="main-nav" aria-label="Main" data-analytics-links="navigation" data-analytics-location="header">
      <ul className="main-nav-list" ref={listRef}>
        {items.map((item, i) => {
          const id = navKey([i]);
          const isOpen = open === i;
          if (!hasChildren(item)) {
            return (
              <li key={id} className="main-nav-item">
                <SiteLink url={item.url} currentPath={pathname} className="main-nav-link">
                  {item.label}
                </SiteLink>
              </li>
            );
          }
          return (
            <li
              key={id}
              className={`main-nav-item has-panel${isOpen ? ' is-open' : ''}`}
              onBlur={onBlurItem(i)}
              onPointerEnter={onHover(i)}
              onPointerLeave={onHover(null)}
            >
              <SiteLink url={item.url} currentPath={pathname} className="main-nav-link">
                {item.label}
              </SiteLink>
              <button
                type="button"
                id={`main-nav-toggle-${id}`}
                className="main-nav-toggle"
                aria-expanded={isOpen}
                aria-controls={`main-nav-panel-${id}`}
                onClick={() => onToggle(i)}
              >
                <Icon name="chevron-down" size={16} />
                <span className="visually-hidden">{`${item.label} menu`}</span>
              </button>
              {/* Plain links only: written as markup made once (StaticPart), per current link. */}
              <StaticPart
                id={`main-nav-panel-${id}`}
                className="main-nav-panel"
                owner={item}
                variant={currentLinksKey(item.children, pathname)}
              >
                <NavSubtree items={item.children} level={2} pathname={pathname} />
                {item.image && (
                  <SiteLink url={item.url} className="main-nav-feature">
                    <Image
                      src={item.image}
                      alt={item.image.alt}
                      width={FEATURE_WIDTH}
                      height={featureHeight(item.image)}
                    />
                    <span>Explore {item.label}</span>
                  </SiteLink>
                )}
              </StaticPart>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
