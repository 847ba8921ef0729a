import { Outlet } from 'react-router';
import { useSession } from '../../lib/session-context.tsx';
import { PanelNav } from './panel-nav.tsx';
import { panelMenuFor, panelRoleLabel } from './panel-menu.ts';
import './panel.css';

/** Up to two initials of a name, for the avatar beside the menu. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The panel area (/panel/...): the signed-in role's side menu beside the screen. At 768 px or less the
 * side menu hides and the same menu sits in the header's drawer. A guest (NotPermission needs no login)
 * gets the screen alone.
 */
export function PanelLayout() {
  const { user, isLoggedIn } = useSession();
  const menu = isLoggedIn ? panelMenuFor(user?.role_name, user?.office_role) : [];
  if (!user || menu.length === 0) {
    return (
      <div className="panel-area">
        <Outlet />
      </div>
    );
  }
  return (
    <div className="container panel-area panel-frame">
      <aside className="panel-sidebar">
        <div className="panel-user">
          {user.photo_url ? (
            <img className="panel-avatar" src={user.photo_url} alt="" width="40" height="40" />
          ) : (
            <span className="panel-avatar" aria-hidden="true">
              {initials(user.name) || '?'}
            </span>
          )}
          <span className="panel-user-text">
            <span className="panel-user-name">{user.name}</span>
            <span className="panel-user-role">{panelRoleLabel(user.role_name)}</span>
          </span>
        </div>
        <PanelNav items={menu} />
      </aside>
      <div className="panel-content">
        <Outlet />
      </div>
    </div>
  );
}
