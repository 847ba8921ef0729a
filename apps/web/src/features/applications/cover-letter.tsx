import './cover-letter.css';

/**
 * The seeker's cover letter (docs/decisions/088) on the company's applicant card and in 'Lamaran
 * Saya': plain text shown as text (React escapes it), its line breaks kept by CSS.
 */
export function CoverLetter({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <section className="cover-letter" aria-label={title}>
      <p className="cover-letter-title">{title}</p>
      <p className="cover-letter-text" data-testid={testId}>
        {text}
      </p>
    </section>
  );
}
