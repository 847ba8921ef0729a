import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  OFFICE_PAGE_SIZE,
  VERIFICATION_STATUS_NAMES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@siloker/shared/schemas/verification-constants';
import { useListParams } from '../../components/list/use-list-params.ts';
import { feedback } from '../../lib/feedback.tsx';
import {
  officeCompaniesQueryOptions,
  officeVacanciesQueryOptions,
  useVerificationDecision,
  type DecisionSubject,
} from './api.ts';

/** The queues, as the address names them (?tab=lowongan); the seeker tabs live in ./seekers. */
export const OFFICE_TABS = {
  perusahaan: 'Perusahaan',
  lowongan: 'Lowongan Kerja',
  'pencari-kerja': 'Pencari Kerja',
  'wajib-lapor': 'Wajib Lapor',
} as const;
export type OfficeTab = keyof typeof OFFICE_TABS;
const isTab = (v: string | undefined): v is OfficeTab => v !== undefined && v in OFFICE_TABS;

const FILTERS = ['tab', 'status'] as const;

const isStatus = (v: string | undefined): v is VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(v ?? '');

export interface Rejecting {
  subject: DecisionSubject;
  id: number;
  name: string;
}

/**
 * The verification screen's state: the tab, status, search and page in the address, the queue of the
 * open tab, and the decisions (Verifikasi at once; Tolak through the dialog asking for the reason).
 */
export function useOfficeVerification() {
  const list = useListParams(OFFICE_PAGE_SIZE, FILTERS);
  const tab: OfficeTab = isTab(list.filters.tab) ? list.filters.tab : 'perusahaan';
  const status: VerificationStatus = isStatus(list.filters.status) ? list.filters.status : 'PENDING';
  const params = useMemo(
    () => ({
      status,
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [status, list.query.offset, list.query.limit, list.search],
  );
  const companies = useQuery({ ...officeCompaniesQueryOptions(params), enabled: tab === 'perusahaan' });
  const vacancies = useQuery({ ...officeVacanciesQueryOptions(params), enabled: tab === 'lowongan' });
  const decision = useVerificationDecision();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);

  const decide = async (
    subject: DecisionSubject,
    id: number,
    body: { status: 'VERIFIED' | 'REJECTED'; note?: string },
  ) => {
    const res = await decision.mutateAsync({ subject, id, body });
    feedback.toast(res.message);
  };
  const verify = (subject: DecisionSubject, id: number) =>
    decide(subject, id, { status: 'VERIFIED' }).catch((error: unknown) =>
      feedback.handleError(error, MESSAGES.sendDataError),
    );
  /** Sends the rejection with its reason and closes the dialog (a failure stays in the dialog). */
  const reject = async (note: string) => {
    if (!rejecting) return;
    await decide(rejecting.subject, rejecting.id, { status: 'REJECTED', note });
    setRejecting(null);
  };

  const noun = tab === 'perusahaan' ? 'perusahaan' : 'lowongan kerja';
  const statusName = VERIFICATION_STATUS_NAMES[status].toLowerCase();
  /** What both queues' ListResults share. */
  const common = {
    list,
    defaultSize: OFFICE_PAGE_SIZE,
    noun,
    errorText: MESSAGES.getDataError,
    filtered: Boolean(list.search),
    clear: { label: 'Hapus pencarian', onClear: () => list.update({ search: '' }) },
    emptyText: {
      filtered: `Tidak ada ${noun} yang cocok dengan pencarian Anda.`,
      emptyPage: `Tidak ada ${noun} pada halaman ini.`,
      none:
        status === 'PENDING'
          ? `Tidak ada ${noun} yang menunggu verifikasi.`
          : `Belum ada ${noun} yang ${statusName}.`,
    },
    gridClassName: 'office-list',
  };

  return {
    list,
    tab,
    status,
    companies,
    vacancies,
    busy: decision.isPending,
    verify,
    rejecting,
    setRejecting,
    reject,
    common,
  };
}
