import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  POST_EDITOR_LABELS,
  POST_IMAGE_FIELD,
  POST_LABELS,
  POST_MESSAGES,
  POST_STATUS_NAMES,
  POST_STATUSES,
  postTimeZoneHint,
} from '@siloker/shared/schemas/events-constants';
import { timeZoneLabel } from '@siloker/shared/format/index';
import { ErrorSummary, summaryItem } from '../../components/form/error-summary.tsx';
import { FileField } from '../../components/form/file-field.tsx';
import { FormSection } from '../../components/form/form-section.tsx';
import { SaveBar } from '../../components/form/save-bar.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useFileChoices } from '../../components/form/use-file-choices.ts';
import { serverFieldErrors, useForm } from '../../components/form/use-form.ts';
import { LoadFailedCard } from '../../components/status-card.tsx';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { siteConfigQueryOptions, usePortalTimeZone } from '../master/index.ts';
import { officePostQueryOptions, useSaveOfficePost, type OfficePost } from './office-api.ts';
import { DateTimeField } from './datetime-field.tsx';
import { EVENT_FIELDS, eventFormData, eventFormValues } from './form-values.ts';
import '../../components/company-vacancies.css';
import '../../components/office-queue.css';
import './events.css';

const STATUS_OPTIONS = POST_STATUSES.map((s) => ({ value: s, label: POST_STATUS_NAMES[s] }));
const FILE_NAMES = [POST_IMAGE_FIELD] as const;

// Tiptap is loaded only with this form, never with a public page (docs/decisions/085).
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** Stored content the editor cannot hold (tables, images written as HTML) is edited as HTML, kept whole. */
const needsHtmlEditing = (content: string | undefined) => /<(table|img)\b/i.test(content ?? '');

function EventForm({ post, timeZone }: { post: OfficePost | null; timeZone: string }) {
  const navigate = useNavigate();
  const form = useForm(EVENT_FIELDS, eventFormValues(post, timeZone));
  const zoneHint = postTimeZoneHint(timeZoneLabel(timeZone));
  const image = useFileChoices(FILE_NAMES);
  const save = useSaveOfficePost(post?.id ?? null);
  const busy = save.isPending;

  const submit = form.handleSubmit(() => {
    if (busy) return;
    image.clearErrors();
    save.mutate(eventFormData(form.values, image.files.image, timeZone), {
      onSuccess: (envelope) => {
        feedback.toast(envelope.message || (post ? POST_MESSAGES.updated : POST_MESSAGES.created));
        void navigate(paths.officeEvents.path);
      },
      onError: (error) => {
        const found = serverFieldErrors(error) ?? {};
        const onFile = image.showServerErrors(found);
        const onFields = form.showServerErrors(error);
        if (!onFields && !onFile) feedback.handleError(error, MESSAGES.sendDataError);
      },
    });
  });

  return (
    <form className="cv-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <ErrorSummary errors={[...form.errorSummary, ...summaryItem('ev-image', image.field('image').error)]} />
      <FormSection id="ev-about" title="Tentang Acara">
        <TextField {...form.field('title')} className="span-2" hint="Contoh: Job Fair Kota Samarinda 2027" />
        <TextAreaField
          {...form.field('excerpt')}
          className="span-2"
          rows={2}
          hint="Satu atau dua kalimat yang tampil di daftar acara."
        />
        <div className="span-2">
          {needsHtmlEditing(post?.content) ? (
            <TextAreaField
              {...form.field('content')}
              rows={12}
              hint={POST_EDITOR_LABELS.htmlHint}
              spellCheck={false}
            />
          ) : (
            <Suspense
              fallback={
                <p className="muted" aria-busy="true">
                  {POST_EDITOR_LABELS.loading}
                </p>
              }
            >
              <RichTextEditor {...form.field('content')} hint={POST_EDITOR_LABELS.hint} disabled={busy} />
            </Suspense>
          )}
          {post?.content ? (
            <details className="ev-preview-box">
              <summary>Pratinjau isi tersimpan</summary>
              {/* The stored content, sanitised by the server when it was saved. */}
              <div
                className="ev-preview"
                data-testid="event-preview"
                dangerouslySetInnerHTML={{ __html: post.content }}
              />
            </details>
          ) : null}
        </div>
        <div className="span-2">
          <FileField
            id="ev-image"
            label={POST_LABELS.image}
            kind="image"
            {...image.field('image')}
            currentUrl={post?.image_url ?? null}
            disabled={busy}
          />
        </div>
      </FormSection>

      <FormSection id="ev-when" title="Waktu dan Tempat">
        <DateTimeField {...form.field('start_at')} hint={`${zoneHint}.`} />
        <DateTimeField
          {...form.field('end_at')}
          hint={`${zoneHint}. Kosongkan bila selesai di hari yang sama tanpa jam pasti.`}
        />
        <TextField
          {...form.field('location')}
          className="span-2"
          hint="Nama tempat dan alamat, atau tautan acara daring yang diawali https://"
        />
      </FormSection>

      <FormSection id="ev-join" title="Peserta dan Status">
        <TextField
          {...form.field('quota')}
          inputMode="numeric"
          hint="Kosongkan bila peserta tidak dibatasi."
        />
        <SelectField
          {...form.field('status')}
          options={STATUS_OPTIONS}
          hint="Draf tidak tampil di portal; Ditutup tampil tetapi tidak menerima peserta baru."
        />
      </FormSection>

      <SaveBar busy={busy}>{post ? 'Simpan Perubahan' : 'Simpan Acara'}</SaveBar>
    </form>
  );
}

/** Formulir Acara (/panel/acara/formulir/:id?, role admin): a new event, or the one named by id. */
export function OfficeEventForm() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const editing = raw !== undefined;
  useDocumentTitle(editing ? 'Ubah Acara' : 'Buat Acara');
  const existing = useQuery({ ...officePostQueryOptions(id ?? 0), enabled: id !== null });
  // The moments are typed on the portal's clock: wait for its zone before the fields take their values.
  const config = useQuery(siteConfigQueryOptions());
  const timeZone = usePortalTimeZone();
  const loading = (
    <p className="muted" aria-busy="true">
      Memuat acara…
    </p>
  );

  return (
    <section className="container page-section office-page" aria-labelledby="ev-form-title">
      <header className="office-head">
        <Link to={paths.officeEvents.path} className="ev-back">
          ← Kelola Acara
        </Link>
        <h1 id="ev-form-title">{editing ? 'Ubah Acara' : 'Buat Acara'}</h1>
      </header>
      {config.isPending ? (
        loading
      ) : !editing ? (
        <EventForm post={null} timeZone={timeZone} />
      ) : id === null ? (
        <LoadFailedCard
          title="Acara belum dapat dimuat"
          lead={POST_MESSAGES.notFound}
          onRetry={() => void existing.refetch()}
        />
      ) : (
        <QueryView query={existing} failedTitle="Acara belum dapat dimuat" loading={loading}>
          {(post) => <EventForm key={post.id} post={post} timeZone={timeZone} />}
        </QueryView>
      )}
    </section>
  );
}
