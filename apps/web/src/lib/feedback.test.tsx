import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE_LABEL } from '@siloker/shared/envelope';
import { MESSAGES } from '@siloker/shared/messages';
import { ApiError } from './api-client.ts';
import { feedback, FeedbackProvider } from './feedback.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  render(<FeedbackProvider />);
});
afterEach(() => {
  act(() => feedback.reset());
  cleanup();
  vi.useRealTimers();
});

describe('feedback module (docs/product.md §8/§9)', () => {
  it('shows a toast for 2000 ms by default, with a progress bar', () => {
    act(() => void feedback.toast('Tersimpan'));
    expect(screen.getByRole('status').textContent).toContain('Tersimpan');
    const bar = document.querySelector<HTMLElement>('.toast-progress');
    expect(bar?.style.animationDuration).toBe('2000ms');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Tersimpan')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Tersimpan')).toBeNull();
  });

  it('keeps a thrown-error toast for 3000 ms', () => {
    act(() => void feedback.errorToast(MESSAGES.loginError));
    expect(screen.getByRole('alert').textContent).toContain('Terjadi kesalahan saat login.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText(MESSAGES.loginError)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(MESSAGES.loginError)).toBeNull();
  });

  it("shows an error dialog with the message and 'Oke', and no timer", async () => {
    let closed = false;
    act(() => void feedback.errorDialog('Email sudah terdaftar').then(() => (closed = true)));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Email sudah terdaftar');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    const ok = screen.getByRole('button', { name: 'Oke' });
    expect(document.activeElement).toBe(ok);
    await act(async () => fireEvent.click(ok));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(closed).toBe(true);
  });

  it("asks with 'Ya hapus' / 'Batal' by default and resolves the answer", async () => {
    let answer: boolean | null = null;
    act(() => void feedback.confirm({ message: 'Hapus lowongan ini?' }).then((a) => (answer = a)));
    expect(screen.getByRole('button', { name: 'Batal' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ya hapus' })));
    expect(answer).toBe(true);

    act(() => void feedback.confirm({ message: 'Yakin?' }).then((a) => (answer = a)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Batal' })));
    expect(answer).toBe(false);
  });

  it('closes a confirmation with Esc as a refusal', async () => {
    let answer: boolean | null = null;
    act(() => void feedback.confirm({ message: 'Yakin?' }).then((a) => (answer = a)));
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(answer).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server message in a dialog for a non-success response', () => {
    const error = new ApiError({
      status: 422,
      headers: new Headers(),
      data: { status: 'fail', message: 'Data tidak valid dari server', data: null },
    });
    act(() => feedback.handleError(error, MESSAGES.sendDataError));
    expect(screen.getByRole('alertdialog').textContent).toContain('Data tidak valid dari server');
  });

  it('shows a server error\'s request id small as "Kode: …" (docs/decisions/096)', () => {
    const id = '5f0c2a9e-1b7d-4c3e-9a8f-0123456789ab';
    const error = new ApiError({
      status: 500,
      headers: new Headers({ 'x-request-id': id }),
      data: { status: 'error', message: MESSAGES.serverError, data: { request_id: id } },
    });
    act(() => feedback.handleError(error, MESSAGES.sendDataError));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.serverError);
    const code = dialog.querySelector('.dialog-code');
    expect(code?.textContent).toBe(`${ERROR_CODE_LABEL}: ${id}`);
    expect(dialog.querySelector('.dialog-code-value')?.textContent).toBe(id);
  });

  it("takes the X-Request-Id header when a 5xx body is not the envelope (a proxy's page)", () => {
    const error = new ApiError({
      status: 503,
      headers: new Headers({ 'x-request-id': 'dari-header-42' }),
      data: '<html>Service Unavailable</html>' as never,
    });
    act(() => feedback.handleError(error, MESSAGES.getDataError));
    expect(screen.getByRole('alertdialog').querySelector('.dialog-code')?.textContent).toBe(
      `${ERROR_CODE_LABEL}: dari-header-42`,
    );
  });

  it('shows no code for a 4xx answer, whose message is the whole story', () => {
    const error = new ApiError({
      status: 404,
      headers: new Headers({ 'x-request-id': 'tidak-ditampilkan' }),
      data: { status: 'fail', message: 'Data tidak ditemukan.', data: null },
    });
    act(() => feedback.handleError(error, MESSAGES.getDataError));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.querySelector('.dialog-code')).toBeNull();
    expect(dialog.textContent).not.toContain('tidak-ditampilkan');
  });

  it('shows the §8 toast for a thrown error', () => {
    act(() => feedback.handleError(new TypeError('Failed to fetch'), MESSAGES.getDataError));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'Terjadi kesalahan server saat mendapatkan data.',
    );
  });
});
