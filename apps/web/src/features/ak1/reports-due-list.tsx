import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { AK1_REPORT_INTERVAL_MONTHS } from '@siloker/shared/schemas/ak1-constants';
import { OFFICE_PAGE_SIZE } from '@siloker/shared/schemas/verification-constants';
import { clearSearch, ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { officeReportsDueQueryOptions } from './office-api.ts';
import { ReportDueItem } from './report-due-item.tsx';
import './seeker-queue.css';
import type { OfficeListParams } from './seeker-queue.tsx';

/** The 'Wajib Lapor' tab: card holders whose 6-monthly AK/1 report is overdue, longest overdue first. */
export function ReportsDueList({ list }: { list: OfficeListParams }) {
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    [list.query.offset, list.query.limit, list.search],
  );
  const due = useQuery(officeReportsDueQueryOptions(params));
  const noun = 'pencari kerja';
  return (
    <>
      <p className="muted office-tab-lead">
        Pemegang Kartu AK/1 wajib lapor setiap {AK1_REPORT_INTERVAL_MONTHS} bulan (Permenaker 39/2016). Daftar
        ini memuat yang sudah melewati batas lapor, paling lama terlambat di atas.
      </p>
      <div className="office-toolbar office-toolbar-single">
        <ListSearch
          key={`due:${list.search}`}
          id="office-due-search"
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
        emptyText={searchEmptyText(noun, 'Tidak ada pemegang Kartu AK/1 yang terlambat lapor.')}
        gridClassName="office-list"
        result={due}
        renderItem={(s) => <ReportDueItem key={s.id} seeker={s} />}
      />
    </>
  );
}
