import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NAV_DRAWER_WIDTH } from '../../../shared/constants';
import { Icon } from '../ui/Icon';
import { DESKTOP_MEDIA_QUERY, DRAWER_CLOSED_HASH, DRAWER_ID } from './layout-media';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface NavDrawerState {
  open: boolean;
  setOpen(open: boolean): void;
  close(restoreFocus: boolean): void;
}

const TOGGLE_SELECTOR = 'button.menu-toggle';

/** The drawer's open state, shared by the menu button (before the brand) and the drawer. */
export function useNavDrawer(): NavDrawerState {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    // The menu button is rendered apart from the drawer (before the brand); there is one a page.
    if (restoreFocus) document.querySelector<HTMLButtonElement>(TOGGLE_SELECTOR)?.focus();
  }, []);
  // A new page closes the drawer (adjusted while rendering, not in an effect after it).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  return { open, setOpen, close };
}

/** The phone menu button; without JS a link that targets the drawer (CSS shows it through :target). */
export function MenuToggle({ drawer }: { drawer: NavDrawerState }) {
  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={drawer.open}
        aria-controls={DRAWER_ID}
        onClick={() => drawer.setOpen(!drawer.open)}
      >
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </button>
      <a className="menu-toggle-nojs" href={`#${DRAWER_ID}`}>
        <Icon name="menu" />
        <span className="visually-hidden">Menu</span>
      </a>
    </>
  );
}

/**
 * The one navigation's frame. On desktop it is no box at all (display: contents) and the menu
 * sits in the header row; on small screens it is a modal drawer (focus moves in and is kept
 * there, Escape or the scrim closes it and focus returns to the menu button). The menu is
 * rendered once, for both.
 */
export function NavDrawer({ drawer, children }: { drawer: NavDrawerState; children: ReactNode }) {
  const { open, close } = drawer;
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    // The page behind a modal drawer must not scroll under the finger.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Grown past the drawer's breakpoint (rotation, resize): the desktop menu takes over.
    const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches) close(false);
    };
    desktop.addEventListener('change', onChange);
    return () => {
      document.body.style.overflow = overflow;
      desktop.removeEventListener('change', onChange);
    };
  }, [open, close]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (e.key === 'Escape') {
      // The React root is the document, where the menu's own Escape listener sits too: the
      // mark tells it the drawer closed (use-dismiss.ts), so it does not move focus as well.
      e.stopPropagation();
      e.preventDefault();
      close(true);
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
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
  // Following a link closes the drawer, also when it is the page already shown.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (open && (e.target as Element).closest('a')) close(false);
  };

  return (
    <>
      <div className={`nav-drawer-scrim${open ? ' is-open' : ''}`} onClick={() => close(false)} aria-hidden="true" />
      {/* Without JS the drawer opens through :target; this scrim dims the page and, tapped, closes it. */}
      <a
        className="nav-drawer-scrim nav-drawer-scrim-nojs"
        href={DRAWER_CLOSED_HASH}
        tabIndex={-1}
        aria-hidden="true"
      />
      {/* A dialog only while open: on desktop (and closed) it is a plain wrapper of the menu. */}
      <div
        id={DRAWER_ID}
        ref={panelRef}
        className={`nav-drawer${open ? ' is-open' : ''}`}
        style={{ width: NAV_DRAWER_WIDTH }}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? 'Menu' : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className="nav-drawer-head">
          <span className="nav-drawer-title">Menu</span>
          <button type="button" className="drawer-close" onClick={() => close(true)}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </button>
          <a className="drawer-close-nojs" href={DRAWER_CLOSED_HASH}>
            <Icon name="close" />
            <span className="visually-hidden">Close menu</span>
          </a>
        </div>
        {children}
      </div>
    </>
  );
}
