import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  POSITION_LABELS,
  POSITION_MESSAGES,
  POSITION_NAME_MAX,
} from '@siloker/shared/schemas/positions-constants';
import { Modal } from '../../components/modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { positionGroupsQueryOptions, useSavePosition, type PanelPosition } from './api.ts';
import { DialogFormActions } from '../../components/form/dialog-actions.tsx';

/** What the dialog does: add a group, add a position under a group, or change one. */
export type PositionDialogMode =
  | { kind: 'create'; level: 1 }
  | { kind: 'create'; level: 2; parentId: number | null }
  | { kind: 'edit'; position: PanelPosition };

const titleOf = (mode: PositionDialogMode) =>
  mode.kind === 'edit'
    ? `Ubah jabatan ${mode.position.name}`
    : mode.level === 1
      ? 'Tambah kelompok jabatan'
      : 'Tambah jabatan turunan';

/**
 * The position form of docs/product.md §5: a name, and for a position under a group its parent. An empty
 * parent or name is told as a warning ('Maaf, Jabatan induk tidak boleh kosong' / 'Maaf, Nama
 * jabatan tidak boleh kosong') before anything is sent; the server checks the same.
 */
export function PositionDialog({ mode, onClose }: { mode: PositionDialogMode; onClose: () => void }) {
  const level = mode.kind === 'edit' ? mode.position.level : mode.level;
  const [name, setName] = useState(mode.kind === 'edit' ? mode.position.name : '');
  const [parentId, setParentId] = useState(
    mode.kind === 'edit'
      ? String(mode.position.parent_id ?? '')
      : mode.level === 2
        ? String(mode.parentId ?? '')
        : '',
  );
  const groups = useQuery({ ...positionGroupsQueryOptions(), enabled: level > 1 });
  const save = useSavePosition();
  const id = useId();
  const formId = `${id}-form`;

  const submit = async () => {
    // Both at once when both are empty, never one round after another (docs/decisions/084).
    const missing: string[] = [];
    if (level > 1 && parentId === '') missing.push(POSITION_MESSAGES.parentRequired);
    if (name.trim() === '') missing.push(POSITION_MESSAGES.nameRequired);
    if (missing.length > 0) {
      await feedback.warning(missing.join('. '));
      return;
    }
    try {
      const res = await save.mutateAsync({
        ...(mode.kind === 'edit' ? { id: mode.position.id } : {}),
        name: name.trim(),
        level,
        parent_id: level > 1 ? Number(parentId) : null,
      });
      feedback.toast(res.message);
      onClose();
    } catch (error) {
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

  return (
    <Modal
      open
      size="md"
      title={titleOf(mode)}
      onClose={onClose}
      footer={
        <DialogFormActions
          formId={formId}
          pending={save.isPending}
          submitLabel={'Simpan'}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {level > 1 ? (
          <div className="form-field">
            <label htmlFor={`${id}-parent`} className="form-label">
              {POSITION_LABELS.parent_id}
            </label>
            <select
              id={`${id}-parent`}
              className="form-input"
              value={parentId}
              onChange={(e) => setParentId(e.target.value)}
              aria-busy={groups.isPending || undefined}
            >
              <option value="">Pilih jabatan induk</option>
              {(groups.data ?? []).map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="form-field">
          <label htmlFor={`${id}-name`} className="form-label">
            {POSITION_LABELS.name}
          </label>
          <input
            id={`${id}-name`}
            className="form-input"
            value={name}
            maxLength={POSITION_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            data-autofocus
          />
        </div>
      </form>
    </Modal>
  );
}
