import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApp } from '../../../lib/app-context';
import { COMPARE_FULL_MESSAGE, COMPARE_MAX, toggleCompare } from '../compare-store';
import { productPickerQuery } from '../queries';

/** Choose another product to compare without leaving the page. */
export function ComparePicker({ chosen }: { chosen: readonly string[] }) {
  const { api } = useApp();
  const { data: options } = useSuspenseQuery(productPickerQuery(api));
  const [value, setValue] = useState('');
  const id = useId();
  const full = chosen.length >= COMPARE_MAX;
  const available = options.filter((o) => !chosen.includes(o.handle));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (value && toggleCompare(value)) setValue('');
  };

  return (
    <form className="compare-picker" onSubmit={onSubmit}>
      <label htmlFor={id}>Add a product</label>
      <div className="compare-picker-row">
        <select id={id} value={value} onChange={(e) => setValue(e.target.value)} disabled={full}>
          <option value="">Choose a product…</option>
          {available.map((o) => <option key={o.handle} value={o.handle}>{o.title}</option>)}
        </select>
        <button type="submit" className="btn btn-flat btn-primary" disabled={full || !value}>Add to comparison</button>
      </div>
      {full && <p className="form-hint">{COMPARE_FULL_MESSAGE}</p>}
    </form>
  );
}
