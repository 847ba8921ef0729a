import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeLinks, copyEmail, openEmail } from './email.ts';
import { feedback, FeedbackProvider } from './feedback.tsx';

beforeEach(() => {
  render(<FeedbackProvider />);
});
afterEach(() => {
  act(() => feedback.reset());
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('e-mail helpers (docs/product.md §8/§9)', () => {
  it('builds Gmail, Outlook and mailto links', () => {
    expect(composeLinks('hrd@kaltim.co.id')).toEqual({
      mailto: 'mailto:hrd@kaltim.co.id',
      gmail: 'https://mail.google.com/mail/?view=cm&fs=1&to=hrd%40kaltim.co.id',
      outlook: 'https://outlook.live.com/mail/0/deeplink/compose?to=hrd%40kaltim.co.id',
    });
  });

  it('offers the compose links after 1.5 s when no mail app took over', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const onFallback = vi.fn();
    openEmail('hrd@kaltim.co.id', onFallback);
    vi.advanceTimersByTime(1499);
    expect(onFallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFallback).toHaveBeenCalledWith([
      { label: 'Buka di Gmail', href: composeLinks('hrd@kaltim.co.id').gmail },
      { label: 'Buka di Outlook', href: composeLinks('hrd@kaltim.co.id').outlook },
    ]);
  });

  it('offers nothing when the mail app opened (the page lost focus)', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const onFallback = vi.fn();
    openEmail('hrd@kaltim.co.id', onFallback);
    vi.advanceTimersByTime(2000);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it("copies the address and says 'Email berhasil disalin!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      expect(await copyEmail('hrd@kaltim.co.id')).toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith('hrd@kaltim.co.id');
    expect(screen.getByRole('status').textContent).toContain('Email berhasil disalin!');
  });
});
