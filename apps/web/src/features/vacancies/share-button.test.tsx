import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { COPY_DONE, COPY_FAILED, ShareButton } from './share-button.tsx';

setupFakeApi();

const TITLE = 'Operator Alat Berat';
const URL = 'https://loker.contoh.id/lowongan-kerja/operator-alat-berat';

/** The browser features the button depends on; jsdom has neither, so each test sets what it needs. */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  delete (navigator as unknown as Record<string, unknown>).share;
  delete (navigator as unknown as Record<string, unknown>).clipboard;
});

const open = () => renderScreen(<ShareButton title={TITLE} url={URL} />, { path: '/' });
const toasts = () => screen.getByRole('region', { name: 'Notifikasi' });

describe('ShareButton (Bagikan)', () => {
  it('opens the system share sheet when the browser has the Web Share API, without a menu', async () => {
    const shared: ShareData[] = [];
    setNavigator('share', async (data: ShareData) => void shared.push(data));
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bagikan' })));
    expect(shared).toEqual([{ title: TITLE, text: TITLE, url: URL }]);
    expect(screen.queryByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeNull();
  });

  it('shows no menu when the share sheet is closed without sharing', async () => {
    setNavigator('share', async () => {
      throw new DOMException('dibatalkan', 'AbortError');
    });
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bagikan' })));
    expect(screen.queryByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeNull();
  });

  it('falls back to a menu with a WhatsApp link holding the title and address', async () => {
    open();
    const button = screen.getByRole('button', { name: 'Bagikan' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Bagikan ke WhatsApp' });
    expect(link.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL}`)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Bagikan ke WhatsApp' })).toBeNull();
  });

  it('copies the address with "Salin tautan" and says so', async () => {
    const copied: string[] = [];
    setNavigator('clipboard', { writeText: async (text: string) => void copied.push(text) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salin tautan' })));
    expect(copied).toEqual([URL]);
    await waitFor(() => expect(toasts().textContent).toContain(COPY_DONE));
    expect(screen.queryByRole('button', { name: 'Salin tautan' })).toBeNull();
  });

  it('tells the visitor when the address cannot be copied', async () => {
    setNavigator('clipboard', {
      writeText: async () => {
        throw new DOMException('ditolak', 'NotAllowedError');
      },
    });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salin tautan' })));
    await waitFor(() => expect(toasts().textContent).toContain(COPY_FAILED));
  });
});
