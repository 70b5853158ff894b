import { useState } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { useHandleList } from '../../../lib/local-handle-list';
import { COMPARE_FULL_MESSAGE, compareList, toggleCompare } from '../compare-store';

/** Adds a product to the compare list or takes it out; aria-pressed carries the state. */
export function CompareToggle({ handle, title, variant = 'icon' }: { handle: string; title: string; variant?: 'icon' | 'full' }) {
  const handles = useHandleList(compareList);
  const [full, setFull] = useState(false);
  const on = handles.includes(handle);
  return (
    <span className={`compare-toggle compare-toggle-${variant}`}>
      <button
        type="button"
        className={`icon-toggle${on ? ' is-on' : ''}`}
        aria-pressed={on}
        aria-label={`Compare ${title}`}
        onClick={() => setFull(!toggleCompare(handle))}
      >
        <Icon name={on ? 'check' : 'compare'} size={20} />
        {variant === 'full' && <span aria-hidden="true">{on ? 'Comparing' : 'Compare'}</span>}
      </button>
      {full && <span className="field-error" role="alert">{COMPARE_FULL_MESSAGE}</span>}
    </span>
  );
}
