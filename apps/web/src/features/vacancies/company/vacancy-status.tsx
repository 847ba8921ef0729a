import { formatDate } from '@siloker/shared/format/index';
import {
  PUBLICATION_STATUS_NAMES,
  VACANCY_FORM_MESSAGES,
  VACANCY_STATUS_NAMES,
} from '@siloker/shared/schemas/vacancy-form-constants';
import type { CompanyVacanciesData, CompanyVacancy } from './api.ts';
import './vacancy-list.css';

const TONES = { PENDING: 'warning', VERIFIED: 'success', REJECTED: 'error' } as const;

const nameOf = <T extends Record<string, string>>(names: T, key: string) =>
  (names as Record<string, string>)[key] ?? key;

/** The office's verdict (PENDING 'Menunggu verifikasi', VERIFIED, REJECTED with its note). */
export function VerificationBadge({ vacancy }: { vacancy: CompanyVacancy }) {
  const tone = TONES[vacancy.status as keyof typeof TONES] ?? 'warning';
  return (
    <span className={`cv-badge cv-badge-${tone}`}>
      Verifikasi: {nameOf(VACANCY_STATUS_NAMES, vacancy.status)}
    </span>
  );
}

export function PublicationBadge({ vacancy }: { vacancy: CompanyVacancy }) {
  const expired = vacancy.expired_at !== null && new Date(vacancy.expired_at).getTime() <= Date.now();
  return (
    <span className={`cv-badge ${vacancy.is_active ? 'cv-badge-success' : 'cv-badge-muted'}`}>
      {nameOf(PUBLICATION_STATUS_NAMES, vacancy.publication_status)}
      {expired ? ' · Kedaluwarsa' : ''}
    </span>
  );
}

/** Batas lamaran: the expiry date in the id locale, or that there is none. */
export const expiryText = (expiredAt: string | null) =>
  expiredAt ? formatDate(expiredAt) : 'Tanpa batas waktu';

const COMPANY_STATES = {
  PENDING: { tone: 'warning', title: 'Perusahaan menunggu verifikasi Dinas' },
  REJECTED: { tone: 'error', title: 'Verifikasi perusahaan ditolak Dinas' },
} as const;

/** The company's own state while it is not VERIFIED: it can draft, but not publish yet. */
export function CompanyStateNote({ company }: { company: CompanyVacanciesData['company_detail'] }) {
  if (company.status === 'VERIFIED') return null;
  const state = COMPANY_STATES[company.status as keyof typeof COMPANY_STATES] ?? COMPANY_STATES.PENDING;
  return (
    <div className={`form-alert form-alert-${state.tone} cv-company-state`} role="status">
      <p className="cv-company-state-title">{state.title}</p>
      <p>{VACANCY_FORM_MESSAGES.companyStateNote}</p>
      {company.status === 'REJECTED' && company.status_note ? (
        <p>
          <strong>Catatan Dinas:</strong> {company.status_note}
        </p>
      ) : null}
    </div>
  );
}

/** What the form hands the list after a save (router state): which vacancy, and whether it was new. */
export interface SavedVacancyState {
  id: number;
  title: string;
  created: boolean;
  published: boolean;
}

export function savedStateOf(state: unknown): SavedVacancyState | null {
  const saved = (state as { savedVacancy?: SavedVacancyState } | null)?.savedVacancy;
  return saved && typeof saved.id === 'number' && typeof saved.title === 'string' ? saved : null;
}

/** The list's note after a save: the vacancy is here, and what happens next (issue 17 item 5). */
export function SavedNote({ saved }: { saved: SavedVacancyState }) {
  return (
    <div className="form-alert form-alert-success cv-saved-note" role="status">
      <p className="cv-company-state-title">{VACANCY_FORM_MESSAGES.savedTitle(saved.title)}</p>
      <p>
        {saved.published ? VACANCY_FORM_MESSAGES.savedNextPublished : VACANCY_FORM_MESSAGES.savedNextDraft}
      </p>
    </div>
  );
}
