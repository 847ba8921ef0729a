import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  FILE_MESSAGES,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
} from '@siloker/shared/schemas/profile-constants';
import { FileField, formatFileSize, type FileFieldKind } from './file-field.tsx';

// jsdom has no object URLs; these record what the field creates and revokes.
const created: string[] = [];
const revoked: string[] = [];
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = () => {
    const url = `blob:preview-${created.length + 1}`;
    created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});
afterAll(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});
afterEach(() => {
  cleanup();
  created.length = 0;
  revoked.length = 0;
});

const fileOf = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

function Harness({ kind, label, currentUrl }: { kind: FileFieldKind; label: string; currentUrl?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileField
        id="berkas"
        name="berkas"
        label={label}
        kind={kind}
        file={file}
        onFileChange={setFile}
        currentUrl={currentUrl}
      />
      <output>{file ? file.name : 'tidak ada'}</output>
    </>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const choose = (label: string, file: File) => fireEvent.change(input(label), { target: { files: [file] } });
const chosen = () => screen.getByRole('status').textContent;

describe('FileField', () => {
  it('offers only images for an image and says the types and size in the hint', () => {
    render(<Harness kind="image" label="Logo perusahaan" />);
    expect(input('Logo perusahaan').type).toBe('file');
    expect(input('Logo perusahaan').accept).toBe(IMAGE_ACCEPT);
    expect(screen.getByText('Gambar JPG, PNG, atau WebP, maksimal 2 MB.')).toBeTruthy();
  });

  it('offers PDF and images for a document', () => {
    render(<Harness kind="document" label="Berkas NIB" />);
    expect(input('Berkas NIB').accept).toBe(DOCUMENT_ACCEPT);
    expect(screen.getByText('Berkas PDF atau gambar JPG, PNG, atau WebP, maksimal 5 MB.')).toBeTruthy();
    choose('Berkas NIB', fileOf('nib.pdf', 'application/pdf', 300 * 1024));
    expect(chosen()).toBe('nib.pdf');
    expect(screen.getByText('nib.pdf', { selector: '.file-name' })).toBeTruthy();
    expect(screen.getByText('(300 KB)')).toBeTruthy();
    // A PDF has no preview.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the chosen image with a preview, and revokes the preview when the choice is dropped', () => {
    render(<Harness kind="image" label="Logo perusahaan" />);
    choose('Logo perusahaan', fileOf('logo.png', 'image/png', 1536 * 1024));
    expect(chosen()).toBe('logo.png');
    expect(screen.getByText('(1,5 MB)')).toBeTruthy();
    const preview = screen.getByRole('img', { name: 'Pratinjau Logo perusahaan' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(created.at(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan pilihan Logo perusahaan' }));
    expect(chosen()).toBe('tidak ada');
    expect(screen.queryByRole('img')).toBeNull();
    expect(revoked).toEqual(created);
  });

  it('revokes the preview when the field goes away', () => {
    const { unmount } = render(<Harness kind="image" label="Logo perusahaan" />);
    choose('Logo perusahaan', fileOf('logo.webp', 'image/webp', 2048));
    expect(created).toHaveLength(1);
    unmount();
    expect(revoked).toEqual(created);
  });

  it('refuses a file over the size limit with the shared message and keeps nothing', () => {
    render(<Harness kind="image" label="Logo perusahaan" />);
    choose('Logo perusahaan', fileOf('besar.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1));
    expect(chosen()).toBe('tidak ada');
    const error = screen.getByText(FILE_MESSAGES.tooLarge('Logo perusahaan', IMAGE_MAX_BYTES));
    expect(input('Logo perusahaan').getAttribute('aria-invalid')).toBe('true');
    expect(input('Logo perusahaan').getAttribute('aria-describedby')).toContain(error.id);
    // A good file afterwards clears the message.
    choose('Logo perusahaan', fileOf('kecil.jpg', 'image/jpeg', 1000));
    expect(screen.queryByText(/tidak boleh lebih dari/)).toBeNull();
    expect(chosen()).toBe('kecil.jpg');
  });

  it('refuses a type that is not accepted, per kind', () => {
    render(<Harness kind="image" label="Logo perusahaan" />);
    choose('Logo perusahaan', fileOf('logo.svg', 'image/svg+xml', 1000));
    expect(screen.getByText(FILE_MESSAGES.badImage('Logo perusahaan'))).toBeTruthy();
    choose('Logo perusahaan', fileOf('nib.pdf', 'application/pdf', 1000));
    expect(screen.getByText(FILE_MESSAGES.badImage('Logo perusahaan'))).toBeTruthy();
    expect(chosen()).toBe('tidak ada');
    cleanup();
    render(<Harness kind="document" label="Berkas NPWP" />);
    choose('Berkas NPWP', fileOf('npwp.docx', 'application/msword', 1000));
    expect(screen.getByText(FILE_MESSAGES.badDocument('Berkas NPWP'))).toBeTruthy();
    choose('Berkas NPWP', fileOf('npwp.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1));
    expect(screen.getByText(FILE_MESSAGES.tooLarge('Berkas NPWP', DOCUMENT_MAX_BYTES))).toBeTruthy();
    choose('Berkas NPWP', fileOf('kosong.pdf', 'application/pdf', 0));
    expect(screen.getByText(FILE_MESSAGES.empty('Berkas NPWP'))).toBeTruthy();
  });

  it('offers a saved PDF as a download, saying so', () => {
    render(<Harness kind="document" label="Berkas NIB" currentUrl="/api/v1/files/nib/abc.pdf" />);
    const link = screen.getByRole('link', { name: /^Unduh berkas saat ini \(PDF\)/ });
    expect(link.getAttribute('href')).toBe('/api/v1/files/nib/abc.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('target')).toBeNull();
  });

  it('links a saved image, opening in a new tab', () => {
    render(<Harness kind="document" label="Berkas NIB" currentUrl="/api/v1/files/nib/abc.jpg" />);
    const link = screen.getByRole('link', { name: /^Lihat berkas saat ini/ });
    expect(link.getAttribute('href')).toBe('/api/v1/files/nib/abc.jpg');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows a server error given by the form', () => {
    render(
      <FileField
        id="npwp"
        name="file_npwp"
        label="Berkas NPWP"
        kind="document"
        file={null}
        onFileChange={() => {}}
        error="Berkas NPWP harus berupa berkas PDF atau gambar JPG, PNG, atau WebP."
      />,
    );
    expect(screen.getByText(/harus berupa berkas PDF/).className).toBe('field-error');
  });

  it('writes sizes the Indonesian way', () => {
    expect(formatFileSize(500)).toBe('1 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
