import type { PanelPosition, PositionItem } from './api.ts';
import type { PositionDialogMode } from './position-dialog.tsx';

/** The breadcrumbs from the top to the open group; each step above the current one opens it. */
export function PositionsCrumbs({
  parentId,
  parents,
  onOpen,
}: {
  parentId: number | undefined;
  parents: PositionItem[];
  onOpen: (id: number | undefined) => void;
}) {
  return (
    <nav aria-label="Jejak jabatan" className="positions-crumbs">
      <ol>
        <li>
          {parentId === undefined ? (
            <span aria-current="page">Semua kelompok jabatan</span>
          ) : (
            <button type="button" className="btn-link" onClick={() => onOpen(undefined)}>
              Semua kelompok jabatan
            </button>
          )}
        </li>
        {parents.map((p, i) => (
          <li key={p.id}>
            {i === parents.length - 1 ? (
              <span aria-current="page">{p.name}</span>
            ) : (
              <button type="button" className="btn-link" onClick={() => onOpen(p.id)}>
                {p.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * One page of positions as a table: the groups at the top (with how many positions each holds), a
 * group's positions, or every level found by a search (with its group).
 */
export function PositionsTable({
  items,
  parentId,
  group,
  searchingAll,
  deleting,
  onOpen,
  onDialog,
  onDelete,
}: {
  items: PanelPosition[];
  parentId: number | undefined;
  group: PositionItem | undefined;
  searchingAll: boolean;
  deleting: boolean;
  onOpen: (id: number) => void;
  onDialog: (mode: PositionDialogMode) => void;
  onDelete: (position: PanelPosition) => void;
}) {
  return (
    <div className="positions-table-wrap" role="region" aria-labelledby="positions-caption" tabIndex={0}>
      <table className="positions-table">
        <caption id="positions-caption" className="sr-only">
          {group ? `Jabatan di ${group.name}` : searchingAll ? 'Hasil pencarian jabatan' : 'Kelompok jabatan'}
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
                  <button type="button" className="btn-link" onClick={() => onOpen(p.id)}>
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
                    onClick={() => onDialog({ kind: 'create', level: 2, parentId: p.id })}
                  >
                    Tambah turunan
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  aria-label={`Ubah ${p.name}`}
                  onClick={() => onDialog({ kind: 'edit', position: p })}
                >
                  Ubah
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Hapus ${p.name}`}
                  disabled={deleting}
                  onClick={() => onDelete(p)}
                >
                  Hapus
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
