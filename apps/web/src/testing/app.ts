// The app's providers and route table for tests that mount them around a feature's screens, as main.tsx
// does (docs/decisions/079-layout-and-boundaries.md: features never import app/, test support may).
export { AppProvider } from '../app/provider.tsx';
export { routes } from '../app/router.tsx';
