import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { QueryView } from './query-view.tsx';

afterEach(cleanup);

/** A query answered by hand: each call of the query function waits for the test to settle it. */
function controlledQuery() {
  const calls: { resolve: (names: string[]) => void; reject: (error: Error) => void }[] = [];
  const queryFn = () =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, queryFn };
}

function renderView(queryFn: () => Promise<string[]>, loading?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Screen() {
    const list = useQuery({ queryKey: ['names'], queryFn });
    return loading === undefined ? (
      <QueryView query={list} failedTitle="Templat gagal dimuat" loadingText="Memuat templat…">
        {(names) => (
          <ul aria-label="Nama">
            {names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </QueryView>
    ) : (
      <QueryView
        query={list}
        failedTitle="Templat gagal dimuat"
        failedLead="Coba beberapa saat lagi."
        loading={loading}
      >
        {(names) => <p>{names.join(', ')}</p>}
      </QueryView>
    );
  }
  return render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
}

describe('QueryView', () => {
  it('says it is loading, then shows the data', async () => {
    const { calls, queryFn } = controlledQuery();
    renderView(queryFn);
    const waiting = screen.getByText('Memuat templat…');
    expect(waiting.tagName).toBe('P');
    expect(waiting.className).toBe('muted');
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    calls[0]!.resolve(['Undangan wawancara', 'Belum sesuai']);
    const list = await screen.findByRole('list', { name: 'Nama' });
    expect(list.textContent).toBe('Undangan wawancaraBelum sesuai');
    expect(screen.queryByText('Memuat templat…')).toBeNull();
  });

  it('shows the failure card with the default lead, and "Coba lagi" asks again', async () => {
    const { calls, queryFn } = controlledQuery();
    renderView(queryFn);
    calls[0]!.reject(new Error('down'));
    const card = await screen.findByRole('alert');
    expect(card.querySelector('h1')?.textContent).toBe('Templat gagal dimuat');
    expect(card.querySelector('.status-lead')?.textContent).toBe(MESSAGES.getDataError);
    expect(screen.queryByText('Memuat templat…')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(['Undangan wawancara']);
    expect((await screen.findByRole('list', { name: 'Nama' })).textContent).toBe('Undangan wawancara');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes the waiting line a polite status when asked', () => {
    const client = new QueryClient();
    function Screen() {
      const list = useQuery({ queryKey: ['names'], queryFn: () => new Promise<string[]>(() => {}) });
      return (
        <QueryView
          query={list}
          failedTitle="Laporan gagal dimuat"
          loadingText="Memuat laporan..."
          loadingStatus
        >
          {(names) => names.join(', ')}
        </QueryView>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    const waiting = screen.getByRole('status');
    expect(waiting.textContent).toBe('Memuat laporan...');
    expect(waiting.className).toBe('muted');
    expect(waiting.hasAttribute('aria-busy')).toBe(false);
  });

  it("shows the screen's own waiting view and lead when given", async () => {
    const { calls, queryFn } = controlledQuery();
    renderView(queryFn, <div data-testid="skeleton" aria-busy="true" />);
    expect(screen.getByTestId('skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Memuat templat…')).toBeNull();

    calls[0]!.reject(new Error('down'));
    const card = await screen.findByRole('alert');
    expect(card.querySelector('.status-lead')?.textContent).toBe('Coba beberapa saat lagi.');
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('keeps the data it has when a later fetch fails', async () => {
    const { calls, queryFn } = controlledQuery();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function Screen() {
      const list = useQuery({ queryKey: ['names'], queryFn });
      return (
        <>
          <button type="button" onClick={() => void list.refetch()}>
            Muat ulang
          </button>
          <QueryView query={list} failedTitle="Templat gagal dimuat" loadingText="Memuat templat…">
            {(names) => <p>{names.join(', ')}</p>}
          </QueryView>
        </>
      );
    }
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    calls[0]!.resolve(['Undangan wawancara']);
    await screen.findByText('Undangan wawancara');
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    calls[1]!.reject(new Error('down'));
    await waitFor(() => expect(client.getQueryState(['names'])?.status).toBe('error'));
    expect(screen.getByText('Undangan wawancara')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
