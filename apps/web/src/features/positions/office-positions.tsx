import { MESSAGES } from '@siloker/shared/messages';
import { POSITION_PAGE_SIZE } from '@siloker/shared/schemas/positions-constants';
import { ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PositionDialog } from './position-dialog.tsx';
import { PositionsCrumbs, PositionsTable } from './positions-table.tsx';
import { useOfficePositions } from './use-office-positions.ts';
import '../../components/office-queue.css';
import './positions.css';

/**
 * Jabatan (/panel/jabatan, role admin): the positions tree of docs/product.md §5/§7 as a table of 10 a page
 * (§9). The top shows the level-1 groups; opening a group shows its positions, with breadcrumbs back.
 * A search at the top looks through every level. Add, rename or move, and delete after 'Ya hapus'.
 */
export function OfficePositions() {
  useDocumentTitle(paths.officePositions.title);
  const {
    list,
    parentId,
    result,
    parents,
    group,
    searchingAll,
    open,
    dialog,
    setDialog,
    confirmDelete,
    deleting,
  } = useOfficePositions();

  return (
    <section className="container page-section office-page positions-page" aria-labelledby="positions-title">
      <header className="office-head">
        <h1 id="positions-title">Jabatan</h1>
        <p className="muted">
          Daftar jabatan yang dipilih perusahaan pada lowongan kerja dan pencari kerja pada profilnya. Jabatan
          dikelompokkan dalam dua tingkat: kelompok jabatan dan jabatan di dalamnya.
        </p>
      </header>

      <PositionsCrumbs parentId={parentId} parents={parents} onOpen={open} />

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

      <ListResults
        result={result}
        list={list}
        defaultSize={POSITION_PAGE_SIZE}
        noun="jabatan"
        errorText={MESSAGES.getDataError}
        filtered={Boolean(list.search)}
        emptyText={searchEmptyText(
          'jabatan',
          group ? `Belum ada jabatan di ${group.name}.` : 'Belum ada kelompok jabatan.',
        )}
        renderItems={(items) => (
          <PositionsTable
            items={items}
            parentId={parentId}
            group={group}
            searchingAll={searchingAll}
            deleting={deleting}
            onOpen={open}
            onDialog={setDialog}
            onDelete={(p) => void confirmDelete(p)}
          />
        )}
      />
      {dialog ? <PositionDialog mode={dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
