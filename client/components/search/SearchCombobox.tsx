import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouterNavigate } from '../../lib/routing/use-router-navigate';
import { Form } from '../../lib/forms/route-form';
import { SEARCH_PATH } from '../../../shared/routes/paths';
import { track } from '../../lib/analytics/analytics';
import { useApp } from '../../lib/app/app-context';
import { cleanSearchQuery, searchQuery } from '../../lib/query/search-query';
import {
  SEARCH_INPUT_ATTRIBUTES,
  SearchCloseButton,
  SearchLabel,
  type SearchFieldProps,
  type SearchHandover,
} from './SearchBox';
import { SearchPopup } from './SearchPopup';
import { nextActive, searchOptions } from './search-options';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Fewer letters find too much to be worth a request. */
const MIN_QUERY_LENGTH = 2;

/**
 * The header search's suggestions as you type: an ARIA 1.2 combobox whose listbox shows results
 * (arrow keys move, Enter opens, Escape closes). Loaded after the first render by SearchBox,
 * which hands over what the plain form's field held; the markup is the plain form's, so the
 * swap moves nothing.
 */
export default function SearchCombobox({
  external,
  inputId,
  expanded,
  onClose,
  takeHandover,
}: SearchFieldProps & { takeHandover(): SearchHandover }) {
  const { api } = useApp();
  const navigate = useRouterNavigate();
  const location = useLocation();
  const listboxId = `${inputId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);

  // What the plain form's field held as this first renders (once).
  const [handover] = useState(takeHandover);
  const [value, setValue] = useState(handover.value);
  const [open, setOpen] = useState(handover.focused);
  const [active, setActive] = useState(-1);

  // The plain form's field had the focus: this one takes it, with the caret where it was. What
  // was typed after this first rendered (the render runs in slices) is read again here.
  useLayoutEffect(() => {
    const latest = takeHandover();
    // Read from outside React (the plain field as it left), once, before the first paint.
    if (latest.value !== handover.value) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValue(latest.value);
      setOpen(latest.focused);
    }
    const input = inputRef.current;
    if (!input || !latest.focused) return;
    input.focus();
    if (latest.selection) input.setSelectionRange(...latest.selection);
    // Once, on taking over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new page closes the popup and empties the field (adjusted while rendering).
  const where = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    setOpen(false);
    setActive(-1);
    setValue('');
  }

  const q = cleanSearchQuery(useDebouncedValue(value, SEARCH_DEBOUNCE_MS));
  const enabled = !external && q.length >= MIN_QUERY_LENGTH;
  const { data, isError } = useQuery({ ...searchQuery(api, q), enabled, placeholderData: keepPreviousData });
  const options = enabled && data ? searchOptions(data, q) : [];
  const showing = open && options.length > 0 && cleanSearchQuery(value).length >= MIN_QUERY_LENGTH;
  const activeOption = showing && active >= 0 ? options[active] : undefined;
  // The focus stays in the field: the option the arrow keys reached is brought into the
  // popup's view (its last, "See all results", sat below the scrolled list).
  const activeId = activeOption ? `${listboxId}-${active}` : null;
  useLayoutEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const go = (href: string) => {
    track('search', { search_term: q });
    setOpen(false);
    navigate(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return;
      e.preventDefault();
      if (!showing) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
      } else {
        setActive(nextActive(active, options.length, e.key === 'ArrowDown' ? 1 : -1));
      }
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      go(activeOption.href);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (showing) {
        setOpen(false);
        setActive(-1);
      } else if (value) {
        setValue('');
      } else if (expanded) {
        onClose();
      }
    }
  };

  // Focus leaving the whole widget (not moving inside it) closes the popup.
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      className="search-form"
      onBlur={onBlur}
      onSubmit={() => setOpen(false)}
      {...(external && { 'data-search-provider': 'external' })}
    >
      <SearchLabel inputId={inputId} />
      {/* No submit button: Enter submits a one-field form (implicit submission), with or without JS. */}
      <input
        ref={inputRef}
        id={inputId}
        {...SEARCH_INPUT_ATTRIBUTES}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        {...(!external && {
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': showing,
          'aria-controls': listboxId,
          ...(activeOption && { 'aria-activedescendant': `${listboxId}-${active}` }),
        })}
      />
      <SearchCloseButton onClose={onClose} />
      {!external && (
        <SearchPopup
          id={listboxId}
          options={options}
          active={showing ? active : -1}
          hidden={!showing}
          onPick={(i) => go(options[i]!.href)}
          onHover={setActive}
        />
      )}
      {!external && (
        <p aria-live="polite" aria-atomic="true" className="visually-hidden">
          {isError
            ? 'Search is not available right now.'
            : showing
              ? `${options.length - 1} results. Use the up and down arrows to choose.`
              : ''}
        </p>
      )}
    </Form>
  );
}
