// The panel feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { PanelIcon } from './panel-icons.tsx';
export type { PanelIconName } from './panel-menu.ts';
