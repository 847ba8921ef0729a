import { Outlet } from 'react-router';

/** The panel area (/panel/...): its children render here. */
export function PanelLayout() {
  return (
    <div className="panel-area">
      <Outlet />
    </div>
  );
}
