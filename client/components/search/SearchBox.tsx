import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { SEARCH_PARAM, SEARCH_PATH } from '../../../shared/routes/paths';
import { useApp } from '../../lib/app/app-context';
import { browserScheduleIdle } from '../../lib/app/idle-queue';
import { Icon } from '../ui/Icon';

/** What the field held when the combobox took over from the plain form. */
export interface SearchHandover {
  value: string;
  focused: boolean;
  selection: [number, number] | null;
}

export interface SearchFieldProps {
  external: boolean;
  /** the field's id (the combobox's listbox and options build on it) */
  inputId: string;
  /** the phone's field is open */
  expanded: boolean;
  onClose(): void;
}

/** The label, icon and close button every form of the field has, in one order (same markup). */
export function SearchLabel({ inputId }: { inputId: string }) {
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        Search products and articles
      </label>
      <Icon name="search" />
    </>
  );
}

export function SearchCloseButton({ onClose }: { onClose(): void }) {
  return (
    <button type="button" className="search-close" aria-label="Close search" onClick={onClose}>
      <Icon name="close" />
    </button>
  );
}

/**
 * The input's attributes shared by the plain form and the combobox. A text input, as in the ARIA
 * Authoring Practices combobox: HTML forbids role="combobox" and aria-expanded on type="search";
 * enterkeyhint still gives phone keyboards their search key.
 */
export const SEARCH_INPUT_ATTRIBUTES = {
  name: SEARCH_PARAM,
  type: 'text',
  className: 'search-input',
  placeholder: 'Search',
  autoComplete: 'off',
  enterKeyHint: 'search',
  maxLength: 100,
} as const;

type Combobox = ComponentType<SearchFieldProps & { takeHandover(): SearchHandover }>;
const loadCombobox = () => import('./SearchCombobox').then((m) => m.default);

/**
 * The header's search: a GET form to the results page, which is all it is without JavaScript
 * and all the first load carries. The suggestions as you type (SearchCombobox.tsx: an ARIA 1.2
 * combobox, its query and popup) load when the page is idle after hydration, or at once when a
 * pointer or the focus comes near the field, and take over the form with what was typed, the
 * focus and the caret. On a phone an icon opens the field (without JS the icon is a link to the
 * results page, which has its own form).
 *
 * With a search token configured the third-party site-search script takes the box over
 * (data-search-provider="external"; loading that script is the third-party-scripts work): the
 * combobox is never loaded, and the form only submits to the results page.
 */
export function SearchBox() {
  const { config } = useApp();
  const external = config.searchToken !== '';
  const location = useLocation();
  const inputId = 'header-search-q';
  const [expanded, setExpanded] = useState(false);
  const [Impl, setImpl] = useState<{ Combobox: Combobox } | null>(null);
  const plainInput = useRef<HTMLInputElement>(null);
  // What was typed last: the combobox reads it again as it commits, when the plain field is gone
  // (keys pressed while its render ran in slices would otherwise be lost).
  const typed = useRef('');

  // A new page closes the phone's field (adjusted while rendering).
  const where = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    setExpanded(false);
  }

  // The plain field as React removed it: the focus may have come to it while the combobox
  // rendered, after its first read below.
  const left = useRef<SearchHandover | null>(null);
  // Read as the combobox first renders, so what was typed while its code loaded comes along, and
  // again as it commits, when the plain field is gone.
  const takeHandover = (): SearchHandover =>
    plainInput.current
      ? readField(plainInput.current)
      : (left.current ?? { value: typed.current, focused: false, selection: null });
  const load = useCallback(() => {
    if (external || Impl) return;
    void loadCombobox().then((Combobox) => {
      // A transition: React renders the combobox in slices between frames, not in one long task
      // (a plain update renders the whole swap at once).
      startTransition(() => setImpl((current) => current ?? { Combobox }));
    });
  }, [external, Impl]);
  useEffect(() => {
    if (!external) browserScheduleIdle(4000)(load);
    // Once: load() does nothing the second time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openField = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setExpanded(true);
    load();
    // The field is shown by this render; focus it once it is.
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };
  const close = () => setExpanded(false);

  return (
    <div
      className={`header-search${expanded ? ' is-expanded' : ''}`}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
    >
      <a
        href={SEARCH_PATH}
        className="search-toggle"
        // Tapped while the header is still the server's markup: opened once its code is in.
        data-replay=""
        onClick={openField}
        aria-label="Search"
        hidden={expanded || undefined}
      >
        <Icon name="search" />
      </a>
      {Impl ? (
        <Impl.Combobox
          external={external}
          inputId={inputId}
          expanded={expanded}
          onClose={close}
          takeHandover={takeHandover}
        />
      ) : (
        <Form
          method="get"
          action={SEARCH_PATH}
          role="search"
          className="search-form"
          {...(external && { 'data-search-provider': 'external' })}
        >
          <SearchLabel inputId={inputId} />
          {/* No submit button: Enter submits a one-field form (implicit submission), with or without JS. */}
          <input
            ref={plainInput}
            id={inputId}
            {...SEARCH_INPUT_ATTRIBUTES}
            defaultValue=""
            onInput={(e) => {
              typed.current = e.currentTarget.value;
            }}
            {...(!external && {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': false,
              'aria-controls': `${inputId}-listbox`,
            })}
          />
          <SearchCloseButton onClose={close} />
          <OnLeave
            read={() => {
              const input = document.getElementById(inputId);
              if (input instanceof HTMLInputElement) left.current = readField(input);
            }}
          />
          {!external && (
            <div
              id={`${inputId}-listbox`}
              role="listbox"
              aria-label="Search suggestions"
              className="search-popup"
              hidden
            />
          )}
          {!external && <p aria-live="polite" aria-atomic="true" className="visually-hidden" />}
        </Form>
      )}
    </div>
  );
}

function readField(input: HTMLInputElement): SearchHandover {
  const focused = document.activeElement === input;
  return {
    value: input.value,
    focused,
    selection:
      focused && input.selectionStart !== null
        ? [input.selectionStart, input.selectionEnd ?? input.selectionStart]
        : null,
  };
}

/**
 * Calls `read` as React removes the element it sits in: a layout effect's cleanup runs before
 * the removed elements leave the document, so the focus is still where the user put it.
 */
function OnLeave({ read }: { read(): void }) {
  const latest = useRef(read);
  useLayoutEffect(() => {
    latest.current = read;
  });
  useLayoutEffect(() => () => latest.current(), []);
  return null;
}
