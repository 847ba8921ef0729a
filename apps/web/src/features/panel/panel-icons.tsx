import type { PanelIconName } from './panel-menu.ts';
import './panel.css';

/** The path data of each menu icon (24×24, stroked); decorative, the label always stands beside it. */
const ICON_PATHS: Record<PanelIconName, string[]> = {
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 10v9.5h13V10', 'M10 19.5v-5h4v5'],
  'id-card': [
    'M3 5h18v14H3z',
    'M7 10a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M6 16c.6-1.6 1.8-2.4 3-2.4s2.4.8 3 2.4',
    'M14 9h4M14 13h4',
  ],
  send: ['M21 3 10 14', 'M21 3l-7 18-4-7-7-4z'],
  calendar: ['M4 5h16v15H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
  bell: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  user: ['M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0', 'M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6'],
  key: ['M4 15a4 4 0 1 0 8 0 4 4 0 1 0-8 0', 'M11 12l9-9', 'M17 6l3 3', 'M15 8l2 2'],
  building: ['M4 21V4h10v17', 'M14 9h6v12', 'M2 21h20', 'M7 8h4M7 12h4M7 16h4M17 13h0M17 17h0'],
  briefcase: ['M3 7h18v13H3z', 'M8 7V4h8v3', 'M3 12h18'],
  search: ['M4 11a7 7 0 1 0 14 0 7 7 0 1 0-14 0', 'M16.5 16.5 21 21'],
  card: [
    'M3 5h18v14H3z',
    'M7 9a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
    'M5.5 16c.6-1.8 1.8-2.7 3.5-2.7s2.9.9 3.5 2.7',
    'M14 9h4M14 13h4',
  ],
  mail: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  tree: ['M9 3h6v5H9z', 'M3 16h6v5H3z', 'M15 16h6v5h-6z', 'M12 8v4M6 16v-4h12v4'],
  settings: [
    'M9 12a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1',
  ],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16v-5M12 16V8M16 16v-8'],
  list: ['M9 6h11M9 12h11M9 18h11', 'M4 6h.01M4 12h.01M4 18h.01'],
  users: [
    'M5 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0',
    'M2 21c1-3.6 3.8-5.5 7-5.5s6 1.9 7 5.5',
    'M16 4.3a4 4 0 0 1 0 7.4M18 15.8c2 .7 3.3 2.5 4 5.2',
  ],
  'shield-check': [
    'M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z',
    'M8.5 12l2.5 2.5 4.5-5',
  ],
};

export function PanelIcon({ name }: { name: PanelIconName }) {
  return (
    <svg
      className="panel-icon"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
