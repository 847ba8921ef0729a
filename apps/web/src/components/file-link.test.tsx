import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FileLink, isPdfUrl } from './file-link.tsx';

afterEach(cleanup);

/** Issue 17 item 12: a private file's link says what it does; a PDF downloads, an image opens. */
describe('FileLink', () => {
  it('offers a PDF as a download named "Unduh … (PDF)"', () => {
    render(<FileLink href="/api/v1/files/cv/abc.pdf" label="CV" context="Budi Santoso" />);
    const link = screen.getByRole('link', { name: 'Unduh CV (PDF) (Budi Santoso)' });
    expect(link.getAttribute('href')).toBe('/api/v1/files/cv/abc.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('opens an image in a new tab as "Lihat …", saying so to screen readers', () => {
    render(<FileLink href="/api/v1/files/ktp/abc.jpg" label="KTP" />);
    const link = screen.getByRole('link', { name: 'Lihat KTP (terbuka di tab baru)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.hasAttribute('download')).toBe(false);
  });

  it('takes the server’s word on the media over the address', () => {
    render(<FileLink href="/api/v1/files/nib/abc" label="Berkas NIB" media="pdf" />);
    expect(screen.getByRole('link', { name: 'Unduh Berkas NIB (PDF)' }).hasAttribute('download')).toBe(true);
    cleanup();
    render(<FileLink href="/api/v1/files/nib/abc.pdf" label="Berkas NIB" media="image" />);
    expect(screen.getByRole('link', { name: /^Lihat Berkas NIB/ }).getAttribute('target')).toBe('_blank');
  });

  it('reads a PDF from the address, whatever the case or a query', () => {
    expect(isPdfUrl('/api/v1/files/cv/a.PDF')).toBe(true);
    expect(isPdfUrl('/api/v1/files/cv/a.pdf?x=1')).toBe(true);
    expect(isPdfUrl('/api/v1/files/ktp/a.png')).toBe(false);
    expect(isPdfUrl('/api/v1/files/ktp/pdf.png')).toBe(false);
  });
});
