import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import type { BulkMoveData } from '@siloker/shared/schemas/employer-desk';
import {
  BULK_MOVE_MAX,
  BULK_NOTE_MAX,
  DESK_MESSAGES,
  MESSAGE_TEMPLATE_NAME_MAX,
  TEMPLATE_SCREEN_TEXTS,
  type BulkMoveTarget,
} from '@siloker/shared/schemas/employer-desk-constants';
import { nextStage } from '@siloker/shared/schemas/applications-constants';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { Modal } from '../../components/modal.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { messageTemplatesQueryOptions, useSaveMessageTemplate } from '../message-templates/index.ts';
import { useBulkMoveApplicants, type ApplicantFilters, type BulkSelection } from './api.ts';
import { stageName } from './stage-parts.tsx';

/** What the company picked on one tab: some applicants, or every one matching the filters. */
export interface Selection {
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

const FORWARD_VERBS: Partial<Record<ApplicationStatus, string>> = {
  CALLED: 'Panggil',
  PASSED: 'Loloskan',
  ACCEPTED: 'Terima',
};

/**
 * The bar over a tab's list while applicants are picked (docs/decisions/109): how many, "all N matching
 * the filters" across pages, and the two moves a bulk move allows: one stage forward, or Tolak.
 */
export function BulkBar({
  stage,
  pageIds,
  total,
  selection,
  onChange,
  onMove,
}: {
  stage: ApplicationStatus;
  pageIds: number[];
  total: number;
  selection: Selection;
  onChange: (next: Selection) => void;
  onMove: (to: BulkMoveTarget) => void;
}) {
  const count = selection.allMatching ? total : selection.ids.size;
  const pageAll = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));
  const next = nextStage(stage) as BulkMoveTarget | null;
  const tooMany = count > BULK_MOVE_MAX;
  return (
    <div className="bulk-bar" role="region" aria-label="Tindakan massal">
      <label className="bulk-bar-all">
        <input
          type="checkbox"
          checked={selection.allMatching || pageAll}
          disabled={pageIds.length === 0}
          onChange={(event) =>
            onChange({
              allMatching: false,
              ids: event.target.checked ? new Set([...selection.ids, ...pageIds]) : new Set(),
            })
          }
        />
        Pilih semua di halaman ini
      </label>
      {count > 0 ? (
        <>
          <p className="bulk-bar-count" aria-live="polite">
            <strong>{count}</strong> pelamar dipilih
            {selection.allMatching ? ' (semua yang cocok dengan filter)' : ''}
          </p>
          {!selection.allMatching && total > selection.ids.size ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => onChange({ ids: new Set(), allMatching: true })}
            >
              Pilih semua {total} yang cocok dengan filter
            </button>
          ) : null}
          <div className="bulk-bar-actions">
            {next ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={tooMany}
                onClick={() => onMove(next)}
              >
                {FORWARD_VERBS[next] ?? stageName(next)} ({count})
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={tooMany}
              onClick={() => onMove('REJECTED')}
            >
              Tolak ({count})
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => onChange({ ids: new Set(), allMatching: false })}
            >
              Batal pilih
            </button>
          </div>
          {tooMany ? <p className="bulk-bar-note">{DESK_MESSAGES.bulkTooMany(count)}</p> : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The bulk move's dialog: the stage it moves to, an optional message from the company's templates (or
 * written here, and kept as a new template if wanted), then the server's answer: who moved and who was
 * skipped, with the reason.
 */
export function BulkMoveDialog({
  vacancyId,
  stage,
  to,
  count,
  selection,
  filters,
  onClose,
}: {
  vacancyId: number;
  stage: ApplicationStatus;
  to: BulkMoveTarget;
  count: number;
  selection: Selection;
  filters: ApplicantFilters;
  onClose: () => void;
}) {
  const templates = useQuery(messageTemplatesQueryOptions());
  const move = useBulkMoveApplicants(vacancyId);
  const keep = useSaveMessageTemplate();
  const [templateId, setTemplateId] = useState('');
  const [note, setNote] = useState('');
  const [templateName, setTemplateName] = useState('');
  const [result, setResult] = useState<BulkMoveData | null>(null);
  const formId = 'bulk-move-form';
  const reject = to === 'REJECTED';
  const title = result
    ? 'Hasil pemindahan'
    : reject
      ? `Tolak ${count} pelamar?`
      : `Pindahkan ${count} pelamar ke "${stageName(to)}"?`;

  const target: BulkSelection = selection.allMatching
    ? { filter: { ...filters, status: stage } }
    : { seeker_detail_ids: [...selection.ids] };

  const submit = () => {
    const text = note.trim();
    move.mutate(
      { ...target, status: to, ...(text ? { note: text } : {}) },
      {
        onSuccess: (res) => {
          setResult(res.data);
          feedback.toast(res.message);
        },
        onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
      },
    );
    if (text && templateName.trim()) {
      keep.mutate(
        { name: templateName.trim(), body: text },
        { onError: (error) => feedback.handleError(error, MESSAGES.sendDataError) },
      );
    }
  };

  return (
    <Modal
      open
      size="md"
      title={title}
      onClose={onClose}
      footer={
        result ? (
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Tutup
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Batal
            </button>
            <button
              type="submit"
              form={formId}
              className={`btn ${reject ? 'btn-danger' : 'btn-primary'}`}
              disabled={move.isPending}
            >
              {move.isPending ? 'Mengirim…' : reject ? 'Tolak' : 'Pindahkan'}
            </button>
          </>
        )
      }
    >
      {result ? (
        <BulkResult result={result} />
      ) : (
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p>
            {reject
              ? 'Pelamar yang ditolak berstatus "Tidak Diterima" dan tidak dapat dipindahkan ke tahap lain.'
              : `Setiap pelamar dipindahkan satu tahap dan diberi tahu. Pelamar yang tidak dapat dipindahkan dilewati dan ditampilkan setelahnya.`}
          </p>
          <SelectField
            id="bulk-move-template"
            errorId="bulk-move-template-error"
            label="Templat pesan (opsional)"
            value={templateId}
            placeholder={templates.isPending ? 'Memuat templat…' : 'Tanpa templat'}
            options={(templates.data ?? []).map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
            onValueChange={(value) => {
              setTemplateId(value);
              const chosen = templates.data?.find((tpl) => String(tpl.id) === value);
              if (chosen) setNote(chosen.body);
            }}
          />
          <p className="bulk-manage">
            <Link to={paths.companyMessageTemplates.path}>{TEMPLATE_SCREEN_TEXTS.manage}</Link>
          </p>
          <TextAreaField
            id="bulk-move-note"
            errorId="bulk-move-note-error"
            label="Pesan untuk pelamar (opsional)"
            value={note}
            onValueChange={setNote}
            rows={4}
            maxLength={BULK_NOTE_MAX}
          />
          {note.trim() && !templateId ? (
            <label className="form-label bulk-keep" htmlFor="bulk-move-keep">
              Simpan pesan ini sebagai templat baru (opsional), dengan nama
              <input
                id="bulk-move-keep"
                className="form-input"
                value={templateName}
                maxLength={MESSAGE_TEMPLATE_NAME_MAX}
                onChange={(event) => setTemplateName(event.target.value)}
              />
            </label>
          ) : null}
        </form>
      )}
    </Modal>
  );
}

/** Who moved and who was skipped, with the reason for each. */
function BulkResult({ result }: { result: BulkMoveData }) {
  return (
    <div className="bulk-result">
      <p role="status">
        <strong>{result.moved.length}</strong> pelamar dipindahkan
        {result.skipped.length > 0 ? (
          <>
            , <strong>{result.skipped.length}</strong> dilewati.
          </>
        ) : (
          '.'
        )}
      </p>
      {result.skipped.length > 0 ? (
        <>
          <h3 className="bulk-result-title">Dilewati</h3>
          <ul className="bulk-skipped">
            {result.skipped.map((s) => (
              <li key={s.seeker_detail_id}>
                <strong>{s.name ?? `Pencari kerja #${s.seeker_detail_id}`}</strong>
                {s.status ? ` (${stageName(s.status)})` : ''}: {s.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
