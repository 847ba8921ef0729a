import { configure } from '@testing-library/react';

// Screen tests wait for what the fake API answers. On a loaded two-core CI machine a screen can take
// over a second to settle, so findBy/waitFor wait up to 4 s (a test that fails still fails).
configure({ asyncUtilTimeout: 4000 });
