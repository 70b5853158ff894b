import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useHandleList } from '../../../lib/app/local-handle-list';
import { COMPARE_FULL_MESSAGE, compareList, toggleCompare } from '../compare-store';

/** Adds a product to the compare list or takes it out; aria-pressed carries the state. */
export function CompareToggle({
  handle,
  title,
  variant = 'icon',
}: {
  handle: string;
  title: string;
  variant?: 'icon' | 'full';
}) {
  const handles = useHandleList(compareList);
  const [full, setFull] = useState(false);
  return (
    <CompareToggleButton
      handle={handle}
      title={title}
      variant={variant}
      on={handles.includes(handle)}
      full={full}
      onToggle={() => setFull(!toggleCompare(handle))}
    />
  );
}

/** The button, its state given by CompareToggle. */
function CompareToggleButton({
  handle,
  title,
  variant = 'icon',
  on,
  full,
  onToggle,
}: {
  handle: string;
  title: string;
  variant?: 'icon' | 'full';
  on: boolean;
  /** the list was full when this product was to be added */
  full: boolean;
  onToggle(handle: string): void;
}) {
  return (
    <span className={`compare-toggle compare-toggle-${variant}`}>
      <button
        type="button"
        className={`icon-toggle${on ? ' is-on' : ''}`}
        aria-pressed={on}
        aria-label={`Compare ${title}`}
        onClick={() => onToggle(handle)}
      >
        <Icon name={on ? 'check' : 'compare'} size={20} />
        {variant === 'full' && <span aria-hidden="true">{on ? 'Comparing' : 'Compare'}</span>}
      </button>
      {full && (
        <span className="field-error" role="alert">
          {COMPARE_FULL_MESSAGE}
        </span>
      )}
    </span>
  );
}
