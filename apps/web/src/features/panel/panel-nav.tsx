import { NavLink } from 'react-router';
import { PanelIcon } from './panel-icons.tsx';
import type { PanelMenuItem } from './panel-menu.ts';

/** The role's panel menu as a list of links; the current screen's link is marked (aria-current). */
export function PanelNav({
  items,
  label = 'Menu panel',
}: {
  items: readonly PanelMenuItem[];
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="panel-menu">
        {items.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className="panel-menu-link">
              <PanelIcon name={entry.icon} />
              <span>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
