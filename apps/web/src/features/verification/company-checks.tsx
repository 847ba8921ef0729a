import { useId, useState } from 'react';
import { formatDate, todayIn } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  COMPANY_CHECK_EXPLANATIONS,
  COMPANY_CHECK_KINDS,
  COMPANY_CHECK_NAMES,
  COMPANY_CHECK_TEXT,
  SITE_VISIT_EARLIEST,
  type CompanyCheckKind,
} from '@siloker/shared/schemas/company-checks-constants';
import { feedback } from '../../lib/feedback.tsx';
import { useCompanyCheck, type OfficeCompany } from './api.ts';
import './review.css';

type Checks = OfficeCompany['checks'];

const visitDay = (day: string) => formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });

/** What the e-mail domain rule compares, and what it concludes (docs/decisions/106). */
function DomainFacts({ facts }: { facts: Checks['email_domain'] }) {
  const verdict = facts.free_mail
    ? COMPANY_CHECK_TEXT.domainFree
    : facts.matches
      ? COMPANY_CHECK_TEXT.domainsMatch
      : COMPANY_CHECK_TEXT.domainsDiffer;
  return (
    <>
      <dl className="office-facts">
        <dt>{COMPANY_CHECK_TEXT.accountDomain}</dt>
        <dd>{facts.account ?? COMPANY_CHECK_TEXT.none}</dd>
        <dt>{COMPANY_CHECK_TEXT.websiteHost}</dt>
        <dd>{facts.website ?? COMPANY_CHECK_TEXT.none}</dd>
      </dl>
      <p className="office-check-verdict">{verdict}</p>
    </>
  );
}

/** One kind of check: its state, what it needs (a visit's day, a confirmation by hand), record, withdraw. */
function CheckRow({ company, kind }: { company: OfficeCompany; kind: CompanyCheckKind }) {
  const recorded = company.checks.checks.find((c) => c.kind === kind);
  const facts = company.checks.email_domain;
  const [visitedOn, setVisitedOn] = useState(recorded?.visited_on ?? '');
  const [byHand, setByHand] = useState(false);
  const mutation = useCompanyCheck();
  const nameId = useId();
  const dateId = useId();
  const name = COMPANY_CHECK_NAMES[kind];
  const fileOf = (field: string) => company.documents.find((d) => d.field === field)?.url;
  // What the server would refuse anyway (company-checks/service.ts): a check needs what it checks.
  const blocked =
    kind === 'email_domain'
      ? facts.free_mail || !facts.account
      : kind === 'nib_document'
        ? !company.nib || !fileOf('file_nib')
        : kind === 'npwp_on_file'
          ? !fileOf('file_npwp')
          : false;

  const run = async (v: Parameters<typeof mutation.mutateAsync>[0]) => {
    try {
      feedback.toast((await mutation.mutateAsync(v)).message);
    } catch (error) {
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };
  const record = () =>
    run({
      id: company.id,
      body: {
        kind,
        ...(kind === 'site_visit' ? { visited_on: visitedOn } : {}),
        ...(kind === 'email_domain' && byHand ? { by_hand: true } : {}),
      },
    });

  return (
    <li className="office-check" aria-labelledby={nameId}>
      <div className="office-check-text">
        <p id={nameId} className="office-check-name">
          {name}
          {recorded?.visited_on ? ` ${COMPANY_CHECK_TEXT.visitedOn(visitDay(recorded.visited_on))}` : ''}
        </p>
        <p className="muted office-check-explain">{COMPANY_CHECK_EXPLANATIONS[kind]}</p>
        <p className={`office-check-state${recorded && !recorded.is_current ? ' office-check-stale' : ''}`}>
          {recorded
            ? COMPANY_CHECK_TEXT.recordedBy(formatDate(recorded.checked_at), recorded.recorded_by_name)
            : COMPANY_CHECK_TEXT.notRecorded}
          {recorded && !recorded.is_current ? <strong> {COMPANY_CHECK_TEXT.stale}</strong> : null}
        </p>
        {kind === 'email_domain' ? <DomainFacts facts={facts} /> : null}
      </div>
      <div className="office-check-actions">
        {kind === 'site_visit' ? (
          <div className="office-check-field">
            <label htmlFor={dateId}>{COMPANY_CHECK_TEXT.visitDate}</label>
            <input
              id={dateId}
              type="date"
              className="form-control"
              min={SITE_VISIT_EARLIEST}
              max={todayIn()}
              value={visitedOn}
              onChange={(e) => setVisitedOn(e.target.value)}
            />
          </div>
        ) : null}
        {kind === 'email_domain' && !blocked && !facts.matches ? (
          <label className="office-check-byhand">
            <input type="checkbox" checked={byHand} onChange={(e) => setByHand(e.target.checked)} />
            {COMPANY_CHECK_TEXT.byHand}
          </label>
        ) : null}
        <div className="office-check-buttons">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={mutation.isPending || blocked}
            aria-label={`${recorded ? COMPANY_CHECK_TEXT.recordAgain : COMPANY_CHECK_TEXT.record}: ${name}, ${company.name}`}
            onClick={() => void record()}
          >
            {recorded ? COMPANY_CHECK_TEXT.recordAgain : COMPANY_CHECK_TEXT.record}
          </button>
          {recorded ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={mutation.isPending}
              aria-label={`${COMPANY_CHECK_TEXT.withdraw}: ${name}, ${company.name}`}
              onClick={() => void run({ id: company.id, withdraw: true, kind })}
            >
              {COMPANY_CHECK_TEXT.withdraw}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/**
 * The office records its checks of a company one by one, beside the documents they are made against
 * (docs/decisions/083, 106); the public badge shows only these, while their values are unchanged.
 */
export function CompanyChecks({ company }: { company: OfficeCompany }) {
  const headingId = useId();
  return (
    <section className="office-checks" aria-labelledby={headingId}>
      <h4 id={headingId}>{COMPANY_CHECK_TEXT.officeTitle}</h4>
      <p className="muted office-checks-lead">{COMPANY_CHECK_TEXT.officeLead}</p>
      <ul>
        {COMPANY_CHECK_KINDS.map((kind) => (
          <CheckRow key={kind} company={company} kind={kind} />
        ))}
      </ul>
    </section>
  );
}
