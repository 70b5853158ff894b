import { useState } from 'react';
import type { NavItem } from '../../../shared/contract/content-models';
import { Icon } from '../ui/Icon';
import { hasChildren, navKey } from './nav-items';
import { SiteLink } from './SiteLink';

/**
 * The navigation as an accordion for the drawer: every item with children gets a disclosure
 * button (aria-expanded) beside its link. Without JS, CSS shows every level expanded.
 */
export function DrawerTree({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const renderLevel = (list: NavItem[], path: number[], level: number) => (
    <ul className={`drawer-list level-${level}`}>
      {list.map((item, i) => {
        const itemPath = [...path, i];
        const key = navKey(itemPath);
        const open = expanded.has(key);
        return (
          <li key={key} className={open ? 'is-open' : undefined}>
            <div className="drawer-row">
              <SiteLink url={item.url} navLocation="drawer" nav className="drawer-link" onClick={onNavigate}>{item.label}</SiteLink>
              {hasChildren(item) && (
                <button type="button" className="drawer-toggle" aria-expanded={open} aria-controls={`drawer-sub-${key}`} onClick={() => toggle(key)}>
                  <Icon name="chevron-down" size={18} />
                  <span className="visually-hidden">{item.label} submenu</span>
                </button>
              )}
            </div>
            {hasChildren(item) && <div id={`drawer-sub-${key}`} className="drawer-sub">{renderLevel(item.children, itemPath, level + 1)}</div>}
          </li>
        );
      })}
    </ul>
  );

  return renderLevel(items, [], 1);
}
