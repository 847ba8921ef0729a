import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  FILE_MESSAGES,
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  PDF_ACCEPT,
  PDF_MIME_TYPES,
} from '@siloker/shared/schemas/profile-constants';
import { FileLink } from '../file-link.tsx';
import { FieldFrame, fieldDescribedBy } from './field-frame.tsx';
import './form-fields.css';

/** 'pdf': a PDF only (the seeker's CV, docs/decisions/088). */
export type FileFieldKind = 'image' | 'document' | 'pdf';

export interface FileFieldProps {
  id: string;
  /** The multipart field name (e.g. 'photo', 'file_nib'). */
  name: string;
  label: string;
  kind: FileFieldKind;
  /** The newly chosen file, or null when none was chosen (the saved one stays). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The saved file: a private /api/v1/files/... or a public /storage/... URL. */
  currentUrl?: string | null;
  /** A server error for this field; a client check's message takes its place while it applies. */
  error?: string;
  hint?: string;
  disabled?: boolean;
}

const RULES = {
  image: { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES, types: IMAGE_MIME_TYPES as readonly string[] },
  document: {
    accept: DOCUMENT_ACCEPT,
    maxBytes: DOCUMENT_MAX_BYTES,
    types: DOCUMENT_MIME_TYPES as readonly string[],
  },
  pdf: { accept: PDF_ACCEPT, maxBytes: DOCUMENT_MAX_BYTES, types: PDF_MIME_TYPES as readonly string[] },
} as const;

const DEFAULT_HINTS: Record<FileFieldKind, string> = {
  image: `Gambar JPG, PNG, atau WebP, maksimal ${IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  document: `Berkas PDF atau gambar JPG, PNG, atau WebP, maksimal ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
  pdf: `Berkas PDF, maksimal ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
};

const BAD_TYPE: Record<FileFieldKind, (label: string) => string> = {
  image: FILE_MESSAGES.badImage,
  document: FILE_MESSAGES.badDocument,
  pdf: FILE_MESSAGES.badPdf,
};

/** The client's check of a chosen file; the server reads the real content regardless. */
export function checkFile(file: File, kind: FileFieldKind, label: string): string | null {
  const rule = RULES[kind];
  if (file.size === 0) return FILE_MESSAGES.empty(label);
  if (!rule.types.includes(file.type)) {
    return BAD_TYPE[kind](label);
  }
  if (file.size > rule.maxBytes) return FILE_MESSAGES.tooLarge(label, rule.maxBytes);
  return null;
}

/** '1,5 MB' / '320 KB': the size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    return `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('id-ID')} KB`;
}

/** A local preview URL of an image, revoked when the file changes or the field goes away. */
function usePreviewUrl(file: File | null, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !enabled || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file, enabled]);
  return url;
}

/**
 * A labelled file input: offers only the accepted types, checks type and size before anything is
 * sent, shows the chosen file (name, size, a preview for images), links the saved file, and lets the
 * user drop the new choice to keep the saved one.
 */

export function FileField({
  id,
  name,
  label,
  kind,
  file,
  onFileChange,
  currentUrl,
  error,
  hint,
  disabled,
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const preview = usePreviewUrl(file, kind === 'image');
  const shownError = clientError ?? error;
  const messages = { id, hint: hint ?? DEFAULT_HINTS[kind], error: shownError, errorId: `${id}-error` };

  // A parent that drops the file (after a save, a reset) empties the input too, so the same file can be
  // chosen again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    const problem = checkFile(chosen, kind, label);
    setClientError(problem);
    if (problem) {
      event.target.value = '';
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const clear = () => {
    setClientError(null);
    if (inputRef.current) inputRef.current.value = '';
    onFileChange(null);
  };

  return (
    <FieldFrame {...messages} label={label} className="file-field">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        className="file-input"
        accept={RULES[kind].accept}
        disabled={disabled}
        onChange={handleChange}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={fieldDescribedBy(messages)}
      />
      {file ? (
        <div className="file-chosen">
          {preview ? <img className="file-preview" src={preview} alt={`Pratinjau ${label}`} /> : null}
          <p className="file-chosen-name">
            <span className="file-name">{file.name}</span>{' '}
            <span className="file-size">({formatFileSize(file.size)})</span>
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={clear} disabled={disabled}>
            Batalkan pilihan {label}
          </button>
        </div>
      ) : null}
      {currentUrl ? (
        <FileLink className="file-current" href={currentUrl} label="berkas saat ini" context={label} />
      ) : null}
    </FieldFrame>
  );
}
