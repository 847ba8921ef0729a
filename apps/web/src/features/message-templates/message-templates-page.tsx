import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  DESK_LABELS,
  MESSAGE_TEMPLATE_BODY_MAX,
  MESSAGE_TEMPLATE_NAME_MAX,
  MESSAGE_TEMPLATES_MAX,
  TEMPLATE_SCREEN_TEXTS,
} from '@siloker/shared/schemas/employer-desk-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  messageTemplatesQueryOptions,
  useDeleteMessageTemplate,
  useSaveMessageTemplate,
  type MessageTemplate,
} from './api.ts';
import './message-templates.css';

const FIELDS = {
  name: { label: DESK_LABELS.templateName, rules: `required|max:${MESSAGE_TEMPLATE_NAME_MAX}` },
  body: { label: DESK_LABELS.templateBody, rules: `required|max:${MESSAGE_TEMPLATE_BODY_MAX}` },
};
const EMPTY = { name: '', body: '' };

/**
 * Templat Pesan (/panel/templat-pesan, a company): the texts its bulk moves can send with the stage change
 * (docs/decisions/109). List, add, edit and delete; the server seeds "Undangan wawancara" and "Belum sesuai"
 * on the first visit, keeps at most MESSAGE_TEMPLATES_MAX, and a deleted template stays deleted.
 */
export function CompanyMessageTemplates() {
  useDocumentTitle(paths.companyMessageTemplates.title);
  const list = useQuery(messageTemplatesQueryOptions());
  const save = useSaveMessageTemplate();
  const remove = useDeleteMessageTemplate();
  const [editing, setEditing] = useState<MessageTemplate | null>(null);
  const form = useForm(FIELDS, EMPTY);
  const formRef = useRef<HTMLFormElement>(null);
  const templates = list.data ?? [];
  const full = !editing && templates.length >= MESSAGE_TEMPLATES_MAX;

  const startEdit = (template: MessageTemplate | null) => {
    setEditing(template);
    form.reset(template ? { name: template.name, body: template.body } : EMPTY);
    if (template) formRef.current?.querySelector('input')?.focus();
  };

  const submit = form.handleSubmit(() => {
    if (save.isPending || full) return;
    save.mutate(
      { id: editing?.id, name: form.values.name.trim(), body: form.values.body.trim() },
      {
        onSuccess: (envelope) => {
          feedback.toast(envelope.message);
          startEdit(null);
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  });

  // The portal's one confirmation dialog, as Kamus Keahlian and the other office lists ask it.
  const confirmDelete = async (target: MessageTemplate) => {
    const sure = await feedback.confirm({
      title: TEMPLATE_SCREEN_TEXTS.deleteTitle(target.name),
      message: TEMPLATE_SCREEN_TEXTS.deleteLead,
      confirmText: 'Hapus',
    });
    if (!sure) return;
    remove.mutate(target.id, {
      onSuccess: (envelope) => {
        feedback.toast(envelope.message);
        if (editing?.id === target.id) startEdit(null);
      },
      onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
    });
  };

  return (
    <section className="container page-section templates-page" aria-labelledby="templates-title">
      <header className="templates-head">
        <h1 id="templates-title">{TEMPLATE_SCREEN_TEXTS.title}</h1>
        <p className="muted">{TEMPLATE_SCREEN_TEXTS.intro}</p>
      </header>

      <div className="templates-layout">
        <form
          ref={formRef}
          className="card templates-form"
          noValidate
          onSubmit={submit}
          aria-labelledby="template-form-title"
        >
          <h2 id="template-form-title">
            {editing ? TEMPLATE_SCREEN_TEXTS.editTitle : TEMPLATE_SCREEN_TEXTS.addTitle}
          </h2>
          {full ? <p role="status">{TEMPLATE_SCREEN_TEXTS.full}</p> : null}
          <ErrorSummary errors={form.errorSummary} />
          <TextField {...form.field('name')} maxLength={MESSAGE_TEMPLATE_NAME_MAX} />
          <TextAreaField {...form.field('body')} rows={6} maxLength={MESSAGE_TEMPLATE_BODY_MAX} />
          <div className="templates-actions">
            <button type="submit" className="btn btn-primary" disabled={save.isPending || full}>
              {save.isPending
                ? 'Menyimpan…'
                : editing
                  ? TEMPLATE_SCREEN_TEXTS.save
                  : TEMPLATE_SCREEN_TEXTS.add}
            </button>
            {editing ? (
              <button type="button" className="btn btn-outline" onClick={() => startEdit(null)}>
                Batal
              </button>
            ) : null}
          </div>
        </form>

        <div className="templates-list-box">
          <QueryView query={list} failedTitle="Templat gagal dimuat" loadingText="Memuat templat…">
            {(templates) =>
              templates.length === 0 ? (
                <p>{TEMPLATE_SCREEN_TEXTS.empty}</p>
              ) : (
                <ul className="templates-list" aria-label="Daftar templat pesan">
                  {templates.map((template) => (
                    <li key={template.id} className="card templates-item">
                      <article aria-labelledby={`template-${template.id}`}>
                        <h3 id={`template-${template.id}`} className="templates-name">
                          {template.name}
                        </h3>
                        <p className="templates-body">{template.body}</p>
                        <p className="muted templates-meta">
                          Diubah <time dateTime={template.updated_at}>{formatDate(template.updated_at)}</time>
                        </p>
                        <div className="templates-actions">
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            onClick={() => startEdit(template)}
                            aria-label={`Ubah templat ${template.name}`}
                          >
                            Ubah
                          </button>
                          <button
                            type="button"
                            className="btn btn-outline btn-sm"
                            disabled={remove.isPending}
                            onClick={() => void confirmDelete(template)}
                            aria-label={`Hapus templat ${template.name}`}
                          >
                            Hapus
                          </button>
                        </div>
                      </article>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </div>
      </div>
    </section>
  );
}
