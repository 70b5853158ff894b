import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Form, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_PARAM, SEARCH_PATH } from '../../../shared/routes/route-table';
import { track } from '../../lib/analytics';
import { useApp } from '../../lib/app-context';
import { cleanSearchQuery, searchQuery } from '../../lib/search-query';
import { Icon } from '../ui/Icon';
import { SearchPopup } from './SearchPopup';
import { SEARCH_MEDIA_CSS } from './search-media';
import { nextActive, searchOptions } from './search-options';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Fewer letters find too much to be worth a request. */
const MIN_QUERY_LENGTH = 2;

/**
 * The header's search: a GET form to the results page, which is all it is without JavaScript.
 * With JavaScript it is an ARIA 1.2 combobox whose listbox shows results as you type (arrow
 * keys move, Enter opens, Escape closes). On a phone an icon opens the field (without JS the
 * icon is a link to the results page, which has its own form).
 *
 * With a search token configured the third-party site-search script takes the box over
 * (data-search-provider="external"; loading that script is the third-party-scripts work):
 * this box then never calls the internal search, and only submits to the results page.
 */
export function SearchBox() {
  const { api, config } = useApp();
  const external = config.searchToken !== '';
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const inputId = `${id}-q`;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [expanded, setExpanded] = useState(false);

  // A new page closes the popup and the phone's field (adjusted while rendering).
  const where = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(where);
  if (shownAt !== where) {
    setShownAt(where);
    setOpen(false);
    setActive(-1);
    setExpanded(false);
    setValue('');
  }

  const q = cleanSearchQuery(useDebouncedValue(value, SEARCH_DEBOUNCE_MS));
  const enabled = !external && q.length >= MIN_QUERY_LENGTH;
  const { data, isError } = useQuery({ ...searchQuery(api, q), enabled, placeholderData: keepPreviousData });
  const options = enabled && data ? searchOptions(data, q) : [];
  const showing = open && options.length > 0 && cleanSearchQuery(value).length >= MIN_QUERY_LENGTH;
  const activeOption = showing && active >= 0 ? options[active] : undefined;

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
      } else {
        setExpanded(false);
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

  const openField = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setExpanded(true);
    // The field is shown by this render; focus it once it is.
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  return (
    <div className={`header-search${expanded ? ' is-expanded' : ''}`}>
      <style href="search-media" precedence="default">{SEARCH_MEDIA_CSS}</style>
      <a href={SEARCH_PATH} className="search-toggle" onClick={openField} aria-label="Search" hidden={expanded || undefined}>
        <Icon name="search" />
      </a>
      <Form
        method="get" action={SEARCH_PATH} role="search" className="search-form" onBlur={onBlur}
        onSubmit={() => setOpen(false)} {...(external && { 'data-search-provider': 'external' })}
      >
        <label htmlFor={inputId} className="visually-hidden">Search products and articles</label>
        <Icon name="search" />
        {/* No submit button: Enter submits a one-field form (implicit submission), with or without JS. */}
        <input
          ref={inputRef}
          id={inputId}
          name={SEARCH_PARAM}
          type="search"
          className="search-input"
          placeholder="Search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
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
        <button type="button" className="search-close" aria-label="Close search" onClick={() => setExpanded(false)}>
          <Icon name="close" />
        </button>
        {!external && (
          <SearchPopup
            id={listboxId} options={options} active={showing ? active : -1} hidden={!showing}
            onPick={(i) => go(options[i]!.href)} onHover={setActive}
          />
        )}
        {!external && (
          <p aria-live="polite" aria-atomic="true" className="visually-hidden">
            {isError ? 'Search is not available right now.'
              : showing ? `${options.length - 1} results. Use the up and down arrows to choose.` : ''}
          </p>
        )}
      </Form>
    </div>
  );
}
