import { Fragment, useId, useState } from 'react';
import { OFFICE_REVIEW_TEXT } from '@siloker/shared/schemas/verification-constants';
import { FileLink } from '../../components/file-link.tsx';
import type { OfficeCompany } from './api.ts';
import './review.css';

type Document = OfficeCompany['documents'][number];

/** One document beside the declared values it proves; an image shows inline on request. */
function DocumentRow({ doc, company }: { doc: Document; company: string }) {
  const [shown, setShown] = useState(false);
  const labelId = useId();
  return (
    <li className="office-doc" aria-labelledby={labelId}>
      <div className="office-doc-file">
        <p id={labelId} className="office-doc-label">
          {doc.label}
        </p>
        {!doc.url ? (
          <span className="muted">{OFFICE_REVIEW_TEXT.documentMissing(doc.label)}</span>
        ) : (
          <>
            <div className="office-doc-actions">
              {doc.media === 'image' ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-expanded={shown}
                  onClick={() => setShown((s) => !s)}
                >
                  {(shown ? OFFICE_REVIEW_TEXT.documentHide : OFFICE_REVIEW_TEXT.documentShow)(doc.label)}
                </button>
              ) : null}
              <FileLink href={doc.url} label={doc.label} media={doc.media ?? undefined} context={company} />
            </div>
            {shown && doc.media === 'image' ? (
              <img className="office-doc-image" src={doc.url} alt={`${doc.label} ${company}`} />
            ) : null}
          </>
        )}
      </div>
      <div className="office-doc-proves">
        <p>{OFFICE_REVIEW_TEXT.documentProves}</p>
        <dl className="office-facts">
          {doc.proves.map((p) => (
            <Fragment key={p.field}>
              <dt>{p.label}</dt>
              <dd>{p.value ?? '-'}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
    </li>
  );
}

/**
 * The company's documents, each beside the declared values the office checks it against
 * (docs/decisions/083); files come through the authorised private files route.
 */
export function CompanyDocuments({ company }: { company: OfficeCompany }) {
  return (
    <section className="office-docs-review" aria-label={`Dokumen ${company.name}`}>
      <h4>{OFFICE_REVIEW_TEXT.documentsTitle}</h4>
      <ul>
        {company.documents.map((doc) => (
          <DocumentRow key={doc.field} doc={doc} company={company.name} />
        ))}
      </ul>
    </section>
  );
}
