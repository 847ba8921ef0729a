import {
  ak1NextReportDue,
  ak1ValidUntil,
  isAk1Valid,
  type Ak1Card,
  type Ak1Report,
  type Ak1ReportSource,
  type Ak1ReportStatus,
  type SeekerStatus,
} from '@siloker/shared';
import { addressLine, isoOrNull, toLocation } from '../../lib/mapping.ts';
import { storageUrl } from '../../lib/storage/url.ts';
import type { Ak1CardSettings } from '../settings/service.ts';
import type { CardRow, ReportRow } from './repository.ts';

export const toAk1Report = (r: ReportRow): Ak1Report => ({
  id: r.id,
  status: r.status as Ak1ReportStatus,
  company_name: r.company_name,
  job_vacancy_id: r.job_vacancy_id,
  note: r.note,
  source: r.source as Ak1ReportSource,
  reported_at: new Date(r.reported_at).toISOString(),
});

export interface CardExtras {
  educations: Ak1Card['educations'];
  skills: string[];
  reports: ReportRow[];
  verifyUrl: string;
  qrSvg: string;
  /** The office's heading, signer, signature and stamp (settings domain; docs/decisions/086). */
  office: Ak1CardSettings;
  now: Date;
}

/** The card of a verified seeker (the caller has checked the number and date exist). */
export function toAk1Card(r: CardRow, x: CardExtras): Ak1Card {
  const dateRegistration = r.date_registration!;
  const lastReported = isoOrNull(r.last_reported_at);
  const nextDue = lastReported ? ak1NextReportDue(lastReported) : null;
  return {
    number_registration: r.number_registration!,
    date_registration: dateRegistration,
    valid_until: ak1ValidUntil(dateRegistration),
    is_valid: isAk1Valid(r.status, dateRegistration, x.now.toISOString().slice(0, 10)),
    status: r.status as SeekerStatus,
    reverification_pending: r.status === 'NOT_YET_VERIFIED',
    name: r.full_name ?? r.user_name,
    nik: r.nik,
    birth_place: r.birth_place,
    birth_date: r.birth_date,
    gender: r.gender,
    address: addressLine(r),
    location: toLocation(r),
    marriage_status: r.marriage_status,
    religion_name: r.religion_name,
    education_name: r.education_name,
    educations: x.educations,
    skills: x.skills,
    position_name: r.is_position_other ? r.position_other : r.position_name,
    photo_url: storageUrl(r.photo),
    reports: x.reports.map(toAk1Report),
    last_reported_at: lastReported,
    next_report_due: nextDue,
    report_overdue: nextDue !== null && new Date(nextDue).getTime() < x.now.getTime(),
    verify_url: x.verifyUrl,
    qr_svg: x.qrSvg,
    ...x.office,
  };
}
