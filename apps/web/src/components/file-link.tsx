import { FILE_LINK_TEXT } from '@siloker/shared/schemas/profile-constants';

/** Whether a stored file's address names a PDF (its key keeps the extension). */
export const isPdfUrl = (url: string) => /\.pdf(?:[?#]|$)/i.test(url);

export interface FileLinkProps {
  href: string;
  /** What the file is, as the link names it: 'KTP', 'CV', 'Ijazah SMA', 'berkas saat ini'. */
  label: string;
  /** What the server says the file is; by default read from the address. */
  media?: 'pdf' | 'image';
  /** Words only a screen reader hears, e.g. which field the file belongs to. */
  context?: string;
  className?: string;
  testId?: string;
}

/**
 * A link to a stored file that says what it does: a PDF is sent as a download (domains/files/routes.ts),
 * so "Unduh … (PDF)" downloads it; an image is sent inline, so "Lihat …" opens it in a new tab. Every
 * private-file link of the portal goes through here (issue 17 item 12).
 */
export function FileLink({ href, label, media, context, className, testId }: FileLinkProps) {
  const pdf = media ? media === 'pdf' : isPdfUrl(href);
  // The space stays outside the hidden text, so every reader joins the words with it.
  const extra = context ? (
    <>
      {' '}
      <span className="sr-only">({context})</span>
    </>
  ) : null;
  if (pdf) {
    return (
      <a className={className} href={href} download data-testid={testId}>
        {FILE_LINK_TEXT.download(label)}
        {extra}
      </a>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {FILE_LINK_TEXT.view(label)}
      {extra} <span className="sr-only">({FILE_LINK_TEXT.newTab})</span>
    </a>
  );
}
