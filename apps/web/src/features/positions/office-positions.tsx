import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { POSITION_MESSAGES, POSITION_PAGE_SIZE } from '@siloker/shared/schemas/positions-constants';
import { ListSearch } from '../../components/list/list-search.tsx';
import { Pagination } from '../../components/list/pagination.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { positionsQueryOptions, useDeletePosition, type PanelPosition } from './api.ts';
import { PositionDialog, type PositionDialogMode } from './position-dialog.tsx';
import './positions.css';

const FILTERS = ['induk'] as const;

const parentOf = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Jabatan (/panel/jabatan, role admin): the positions tree of docs/product.md §5/§7 as a table of 10 a page
 * (§9). The top shows the level-1 groups; opening a group shows its positions, with breadcrumbs back.
 * A search at the top looks through every level. Add, rename or move, and delete after 'Ya hapus'.
 */
export function OfficePositions() {
  useDocumentTitle(paths.officePositions.title);
  const list = useListParams(POSITION_PAGE_SIZE, FILTERS);
  const parentId = parentOf(list.filters.induk);
  const params = useMemo(
    () => ({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
      ...(parentId !== undefined ? { parentId } : {}),
    }),
    [list.query.offset, list.query.limit, list.search, parentId],
  );
  const result = useQuery(positionsQueryOptions(params));
  const remove = useDeletePosition();
  const [dialog, setDialog] = useState<PositionDialogMode | null>(null);

  const parents = result.data?.parents ?? [];
  const group = parents.at(-1);
  const searchingAll = parentId === undefined && Boolean(list.search);
  const open = (id: number | undefined) =>
    list.update({ search: '', filters: { induk: id === undefined ? '' : String(id) } });

  const confirmDelete = async (p: PanelPosition) => {
    const yes = await feedback.confirm({ message: `Hapus jabatan "${p.name}"?` });
    if (!yes) return;
    try {
      const res = await remove.mutateAsync(p.id);
      feedback.toast(res.message);
    } catch (error) {
      // docs/product.md §8: a 404 on delete is a warning with the server's message.
      if (isApiError(error) && error.status === 404) {
        await feedback.warning(error.response.data?.message || POSITION_MESSAGES.notFound);
        return;
      }
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

  const items = result.data?.items ?? [];
  const total = result.data?.total ?? 0;
  const noun = 'jabatan';

  return (
    <section className="container page-section office-page positions-page" aria-labelledby="positions-title">
      <header className="office-head">
        <h1 id="positions-title">Jabatan</h1>
        <p className="muted">
          Daftar jabatan yang dipilih perusahaan pada lowongan kerja dan pencari kerja pada profilnya. Jabatan
          dikelompokkan dalam dua tingkat: kelompok jabatan dan jabatan di dalamnya.
        </p>
      </header>

      <nav aria-label="Jejak jabatan" className="positions-crumbs">
        <ol>
          <li>
            {parentId === undefined ? (
              <span aria-current="page">Semua kelompok jabatan</span>
            ) : (
              <button type="button" className="btn-link" onClick={() => open(undefined)}>
                Semua kelompok jabatan
              </button>
            )}
          </li>
          {parents.map((p, i) => (
            <li key={p.id}>
              {i === parents.length - 1 ? (
                <span aria-current="page">{p.name}</span>
              ) : (
                <button type="button" className="btn-link" onClick={() => open(p.id)}>
                  {p.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      <div className="positions-toolbar">
        <ListSearch
          key={`${parentId ?? 'top'}:${list.search}`}
          id="positions-search"
          label={group ? `Cari jabatan di ${group.name}` : 'Cari jabatan'}
          placeholder={group ? `Cari di ${group.name}` : 'Cari nama jabatan di semua tingkat'}
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() =>
            setDialog(
              parentId === undefined ? { kind: 'create', level: 1 } : { kind: 'create', level: 2, parentId },
            )
          }
        >
          {parentId === undefined ? 'Tambah kelompok jabatan' : 'Tambah jabatan'}
        </button>
      </div>

      <div className="positions-results" aria-busy={result.isFetching || undefined}>
        {result.isError ? (
          <div className="empty-state" role="alert">
            <p>{MESSAGES.getDataError}</p>
            <button type="button" className="btn btn-outline" onClick={() => void result.refetch()}>
              Coba lagi
            </button>
          </div>
        ) : result.isPending ? (
          <p className="muted" role="status">
            Memuat jabatan...
          </p>
        ) : items.length === 0 ? (
          <p className="empty-state">
            {list.search
              ? 'Tidak ada jabatan yang cocok dengan pencarian Anda.'
              : group
                ? `Belum ada jabatan di ${group.name}.`
                : 'Belum ada kelompok jabatan.'}
          </p>
        ) : (
          <div
            className="positions-table-wrap"
            role="region"
            aria-labelledby="positions-caption"
            tabIndex={0}
          >
            <table className="positions-table">
              <caption id="positions-caption" className="sr-only">
                {group
                  ? `Jabatan di ${group.name}`
                  : searchingAll
                    ? 'Hasil pencarian jabatan'
                    : 'Kelompok jabatan'}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Nama jabatan</th>
                  {searchingAll ? <th scope="col">Kelompok</th> : null}
                  {parentId === undefined ? <th scope="col">Jumlah jabatan</th> : null}
                  <th scope="col">
                    <span className="sr-only">Tindakan</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((p) => (
                  <tr key={p.id}>
                    <th scope="row">
                      {p.level === 1 ? (
                        <button type="button" className="btn-link" onClick={() => open(p.id)}>
                          {p.name}
                        </button>
                      ) : (
                        p.name
                      )}
                    </th>
                    {searchingAll ? <td data-label="Kelompok">{p.parent_name ?? '—'}</td> : null}
                    {parentId === undefined ? (
                      <td data-label="Jumlah jabatan">{p.level === 1 ? p.count_childrens : '—'}</td>
                    ) : null}
                    <td className="positions-actions">
                      {p.level === 1 ? (
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          aria-label={`Tambah turunan ${p.name}`}
                          onClick={() => setDialog({ kind: 'create', level: 2, parentId: p.id })}
                        >
                          Tambah turunan
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={`Ubah ${p.name}`}
                        onClick={() => setDialog({ kind: 'edit', position: p })}
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Hapus ${p.name}`}
                        disabled={remove.isPending}
                        onClick={() => void confirmDelete(p)}
                      >
                        Hapus
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {total > 0 ? (
        <Pagination
          page={list.page}
          size={list.size}
          total={total}
          defaultSize={POSITION_PAGE_SIZE}
          onPage={(page) => list.update({ page })}
          onSize={(size) => list.update({ size })}
          noun={noun}
        />
      ) : null}
      {dialog ? <PositionDialog mode={dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
