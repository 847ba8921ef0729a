import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { CompanyListDataSchema } from '@siloker/shared/schemas/companies';
import { ApiError } from '../lib/api-client.ts';
import { serviceStatus, useServiceStatus } from '../lib/service-status.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';
import { DROP, ok, setupFakeApi, type Answer } from '../testing/fake-api.tsx';
import { companyPublic } from '../testing/fixtures/companies.ts';
import { mastersData } from '../testing/masters.ts';

/*
 * docs/decisions/093: when a page's data cannot be loaded because the service is down (the API answers
 * 503, or the request never reaches it), the app says so in full with a retry, instead of an empty
 * page or a dialog, and the page comes back on the retry once the service is.
 */

const api = setupFakeApi();

beforeAll(() => {
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  window.scrollTo = () => {};
});
afterEach(() => serviceStatus.reset());

const UNAVAILABLE: Answer = {
  status: 503,
  body: { status: 'error', message: MESSAGES.serviceUnavailable, data: null },
};

const company = companyPublic();
const companies = () => ok(CompanyListDataSchema.parse({ companies: [company], total: 1 }));

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const title = () =>
  screen.findByRole('heading', { name: MESSAGES.serviceUnavailableTitle }, { timeout: 10_000 });

describe('the service-unavailable screen', () => {
  const failures: [string, () => Answer | typeof DROP][] = [
    ['answers 503', () => UNAVAILABLE],
    ['cannot be reached', () => DROP],
  ];
  it.each(failures)(
    'stands in for a page whose API %s, and the page comes back on retry',
    async (_, failure) => {
      let down = true;
      api.on('GET', '/master/masters', () => ok(mastersData()));
      api.on('GET', '/companies', () => (down ? failure() : companies()));
      open('/perusahaan');

      await title();
      expect(screen.getByText(MESSAGES.serviceUnavailable)).toBeTruthy();
      expect(screen.getByText(MESSAGES.serviceUnavailableHint).closest('[role="alert"]')).toBeTruthy();
      // The screen, not a dialog per failed request.
      expect(screen.queryByRole('alertdialog')).toBeNull();

      // Still down: a retry asks again and the screen stays.
      const asked = api.calls('GET', '/companies').length;
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: MESSAGES.serviceUnavailableRetry })),
      );
      await waitFor(() => expect(api.calls('GET', '/companies').length).toBeGreaterThan(asked), {
        timeout: 10_000,
      });
      await waitFor(
        () => expect(screen.getByRole('button', { name: MESSAGES.serviceUnavailableRetry })).toBeTruthy(),
        { timeout: 10_000 },
      );
      expect(screen.getByRole('heading', { name: MESSAGES.serviceUnavailableTitle })).toBeTruthy();

      // Back: the retry loads the page.
      down = false;
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: MESSAGES.serviceUnavailableRetry })),
      );
      expect(await screen.findByRole('link', { name: company.name }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: MESSAGES.serviceUnavailableTitle })).toBeNull();
    },
    30_000,
  );

  it('leaves a page that has its data alone when a refresh of it fails', () => {
    const error = new ApiError({ status: 503, headers: new Headers(), data: UNAVAILABLE.body as never });
    const shown = { state: { status: 'error', data: { companies: [] }, error } };
    expect(serviceStatus.noteQueryError(error, shown)).toBe(false);
    let seen = false;
    const Probe = () => {
      seen = useServiceStatus().unavailable;
      return null;
    };
    render(<Probe />);
    expect(seen).toBe(false);
    // A 500 is a fault, not the service being down: the usual dialog, not this screen.
    const fault = new ApiError({ status: 500, headers: new Headers(), data: UNAVAILABLE.body as never });
    const loading = { state: { ...shown.state, data: undefined } };
    expect(serviceStatus.noteQueryError(fault, loading)).toBe(false);
    expect(seen).toBe(false);
    act(() => void serviceStatus.noteQueryError(error, loading));
    expect(seen).toBe(true);
  });
});
