import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { NAV_DRAWER_WIDTH } from '../../../shared/constants';
import type { NavItem } from '../../../shared/contract/content-models';
import { Icon } from '../ui/Icon';
import { DrawerTree } from './DrawerTree';
import { DESKTOP_MEDIA_QUERY } from './layout-media';

export const DRAWER_ID = 'nav-drawer';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen menu: a modal drawer (focus moves in and is kept there, Escape or the
 * scrim closes it and focus returns to the menu button). Without JS the menu link targets
 * the drawer and CSS shows it through :target.
 */
export function NavDrawer({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  // A new page closes the drawer (adjusted while rendering, not in an effect after it).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    // The page behind a modal drawer must not scroll under the finger.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Grown past the drawer's breakpoint (rotation, resize): the desktop menu takes over.
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) setOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      desktop.removeEventListener('change', onChange);
    };
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close(true);
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <button ref={toggleRef} type="button" className="menu-toggle" aria-expanded={open} aria-controls={DRAWER_ID} onClick={() => setOpen(!open)}>
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </button>
      <a className="menu-toggle-nojs" href={`#${DRAWER_ID}`}>
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </a>
      <div className={`nav-drawer-scrim${open ? ' is-open' : ''}`} onClick={() => close(false)} aria-hidden="true" />
      <div id={DRAWER_ID} ref={panelRef} className={`nav-drawer${open ? ' is-open' : ''}`} style={{ width: NAV_DRAWER_WIDTH }}
        role="dialog" aria-modal={open} aria-label="Menu" onKeyDown={onKeyDown}>
        <div className="nav-drawer-head">
          <span className="nav-drawer-title">Menu</span>
          <button type="button" className="drawer-close" onClick={() => close(true)}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
          <a className="drawer-close-nojs" href="#main">
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </a>
        </div>
        <nav aria-label="Main menu">
          <DrawerTree items={items} onNavigate={() => close(false)} />
        </nav>
      </div>
    </>
  );
}
