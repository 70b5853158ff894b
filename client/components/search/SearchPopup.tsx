import { GROUP_LABELS, type SearchOption } from './search-options';

interface SearchPopupProps {
  id: string;
  options: SearchOption[];
  active: number;
  hidden: boolean;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/**
 * The combobox's listbox: options grouped under headings (role="group", ARIA 1.2), the active
 * one marked aria-selected and referenced by the input's aria-activedescendant. Focus stays in
 * the input: options are picked with Enter there, or by a click (mousedown must not blur it).
 */
export function SearchPopup({ id, options, active, hidden, onPick, onHover }: SearchPopupProps) {
  const groups = [...new Set(options.map((o) => o.group))];
  return (
    <div id={id} role="listbox" aria-label="Search suggestions" className="search-popup" hidden={hidden}>
      {groups.map((group) => {
        const label = GROUP_LABELS[group];
        return (
          <div
            key={group}
            role="group"
            className={`search-group search-group-${group}`}
            {...(label ? { 'aria-labelledby': `${id}-${group}` } : {})}
          >
            {label && (
              <div id={`${id}-${group}`} role="presentation" className="search-group-label">
                {label}
              </div>
            )}
            {options.map(
              (o, i) =>
                o.group === group && (
                  <div
                    key={o.href}
                    id={`${id}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className="search-option"
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseMove={() => i !== active && onHover(i)}
                    onClick={() => onPick(i)}
                  >
                    <span className="search-option-label">{o.label}</span>
                    {o.detail && <span className="search-option-detail">{o.detail}</span>}
                  </div>
                ),
            )}
          </div>
        );
      })}
    </div>
  );
}
