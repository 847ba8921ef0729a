import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SEEKER_STATUSES, type SeekerStatus } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import { SEEKER_STATUS_NAMES } from '@siloker/shared/schemas/ak1-constants';
import { OFFICE_PAGE_SIZE } from '@siloker/shared/schemas/verification-constants';
import { clearSearch, ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import type { useListParams } from '../../components/list/use-list-params.ts';
import { feedback } from '../../lib/feedback.tsx';
import { RejectDialog } from '../../components/decision/reject-dialog.tsx';
import { officeSeekersQueryOptions, useSeekerDecision } from './office-api.ts';
import { SeekerItem } from './seeker-item.tsx';

export type OfficeListParams = ReturnType<typeof useListParams>;

const isStatus = (v: string | undefined): v is SeekerStatus =>
  (SEEKER_STATUSES as readonly string[]).includes(v ?? '');

/**
 * The 'Pencari Kerja' tab of Verifikasi: seekers by registration status, newest first, five a page.
 * Verifikasi issues the AK/1 number at once; Tolak asks for the reason the seeker is told.
 */
export function SeekerQueue({ list }: { list: OfficeListParams }) {
  const status: SeekerStatus = isStatus(list.filters.status) ? list.filters.status : 'NOT_YET_VERIFIED';
  const params = useMemo(
    () => ({
      status,
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [status, list.query.offset, list.query.limit, list.search],
  );
  const seekers = useQuery(officeSeekersQueryOptions(params));
  const decision = useSeekerDecision();
  const [rejecting, setRejecting] = useState<{ id: number; name: string } | null>(null);

  const decide = async (id: number, body: { status: 'VERIFIED' | 'REJECTED'; note?: string }) => {
    const res = await decision.mutateAsync({ id, body });
    feedback.toast(res.message);
  };
  const verify = (id: number) =>
    decide(id, { status: 'VERIFIED' }).catch((error: unknown) =>
      feedback.handleError(error, MESSAGES.sendDataError),
    );
  const noun = 'pencari kerja';
  return (
    <>
      <div className="office-toolbar">
        <div className="office-filter">
          <label htmlFor="office-seeker-status" className="form-label">
            Status
          </label>
          <select
            id="office-seeker-status"
            className="form-input"
            value={status}
            onChange={(e) =>
              list.update({
                filters: { status: e.target.value === 'NOT_YET_VERIFIED' ? '' : e.target.value },
              })
            }
          >
            {SEEKER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SEEKER_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <ListSearch
          key={`seekers:${list.search}`}
          id="office-seeker-search"
          label="Cari pencari kerja"
          placeholder="Cari nama atau NIK"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
      </div>
      <ListResults
        list={list}
        defaultSize={OFFICE_PAGE_SIZE}
        noun={noun}
        errorText={MESSAGES.getDataError}
        filtered={Boolean(list.search)}
        clear={clearSearch(list)}
        emptyText={searchEmptyText(
          noun,
          status === 'NOT_YET_VERIFIED'
            ? `Tidak ada ${noun} yang menunggu verifikasi.`
            : `Belum ada ${noun} yang ${SEEKER_STATUS_NAMES[status].toLowerCase()}.`,
        )}
        gridClassName="office-list"
        result={seekers}
        renderItem={(s) => (
          <SeekerItem
            key={s.id}
            seeker={s}
            busy={decision.isPending}
            onVerify={() => void verify(s.id)}
            onReject={() => setRejecting({ id: s.id, name: s.name })}
          />
        )}
      />
      {rejecting ? (
        <RejectDialog
          subjectName={rejecting.name}
          busy={decision.isPending}
          onCancel={() => setRejecting(null)}
          onReject={async (note) => {
            await decide(rejecting.id, { status: 'REJECTED', note });
            setRejecting(null);
          }}
        />
      ) : null}
    </>
  );
}
