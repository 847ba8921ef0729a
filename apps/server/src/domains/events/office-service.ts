import {
  ATTENDED_NAMES,
  FILE_MESSAGES,
  participantCsvHeader,
  timeZoneLabel,
  POST_IMAGE_FIELD,
  POST_MESSAGES,
  PostFormSchema,
  type AttendanceData,
  type FileKind,
  type OfficeParticipantListData,
  type OfficeParticipantListQuery,
  type OfficePost,
  type OfficePostListData,
  type OfficePostListQuery,
  type PostStatus,
} from '@siloker/shared';
import { zonedDateTimeText } from '@siloker/shared/format/zoned';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import type { FormFiles, MultipartForm } from '../../lib/multipart.ts';
import { hasVisibleContent, sanitizeEventContent } from '../../lib/sanitize.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { checkUploadsInto, saveWithUploads, type FileDeps } from '../files/service.ts';
import { addError, invalidForm, parseInto, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';
import { toOfficeParticipant, toOfficePost } from './mapper.ts';
import * as repo from './office-repository.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

interface Log {
  warn(obj: unknown, msg: string): void;
}

/** Only the office (role admin) runs events; the routes check it too, the service does not trust them. */
function assertOffice(user: AuthContext): void {
  if (user.role_name !== 'admin') throw forbidden();
}

async function loadPost(db: Db, id: number): Promise<OfficePost> {
  const row = await repo.findOfficePost(db, id);
  if (!row) throw notFound(POST_MESSAGES.notFound);
  return toOfficePost(row);
}

export async function listOfficePosts(
  db: Db,
  user: AuthContext,
  q: OfficePostListQuery,
): Promise<OfficePostListData> {
  assertOffice(user);
  const { rows, total } = await repo.listOfficePosts(db, q);
  return { posts: rows.map(toOfficePost), total };
}

export async function getOfficePost(db: Db, user: AuthContext, id: number): Promise<{ post: OfficePost }> {
  assertOffice(user);
  return { post: await loadPost(db, id) };
}

/** The event image is stored as a public poster (checked by content like every image, files domain). */
const imageKind = (field: string): FileKind | null => (field === POST_IMAGE_FIELD ? 'poster' : null);

/** The event form's one file field, for reading the form (lib/multipart.ts). */
export const POST_FORM_FILES: FormFiles = { kindOf: imageKind };

/** The form's values with the content sanitised (lib/sanitize.ts): what is stored is what is shown. */
function parseForm(fields: Record<string, string>, uploads: number): repo.PostWrite {
  const parsed = PostFormSchema.safeParse(fields);
  if (!parsed.success) throw invalidForm(parsed.error.issues);
  const content = sanitizeEventContent(parsed.data.content);
  const errors: FieldErrors = {};
  if (!hasVisibleContent(content)) addError(errors, 'content', POST_MESSAGES.emptyContent);
  if (uploads > 1) addError(errors, POST_IMAGE_FIELD, FILE_MESSAGES.tooManyFiles);
  throwIfAny(errors);
  return { ...parsed.data, content };
}

/** Inserts with a fresh unique slug; two saves racing for one slug retry with the next free one. */
async function insertWithSlug(
  db: Db,
  createdBy: number,
  values: repo.PostWrite,
  actor: AuditActor,
): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = await uniqueSlug(tx, posts.title_slug, values.title);
        const id = await repo.insertPost(tx, slug, createdBy, values);
        await recordAudit(tx, actor, {
          action: 'post.created',
          subjectType: 'post',
          subjectId: id,
          detail: { title: values.title },
        });
        return id;
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * POST /office/posts (id null) and /office/posts/{id}: check the image → validate and sanitise →
 * store the image → write → remove the replaced image after the commit. An edit without a new image
 * keeps the old one; the slug of an edited event stays, so shared links keep working.
 */
export async function saveOfficePost(
  deps: FileDeps,
  user: AuthContext,
  id: number | null,
  form: MultipartForm,
  log: Log,
): Promise<{ post: OfficePost; created: boolean }> {
  assertOffice(user);
  // The image and the fields are checked together: one answer names both (docs/decisions/084).
  const formErrors: FieldErrors = {};
  const uploads = await checkUploadsInto(form.files, imageKind, formErrors);
  const parsed = parseInto(formErrors, () => parseForm(form.fields, uploads.length));
  throwIfAny(formErrors);
  const values = parsed!;
  if (id !== null && !(await repo.findOfficePost(deps.db, id))) throw notFound(POST_MESSAGES.notFound);
  const image = uploads[0]?.key;
  if (image) values.image = image;

  // A new event's slug race retries inside this transaction (insertWithSlug's savepoints).
  const { savedId } = await saveWithUploads(deps, user.id, uploads, log, async (tx) => {
    if (id === null) return { savedId: await insertWithSlug(tx, user.id, values, user) };
    const current = await repo.lockPost(tx, id);
    if (!current) throw notFound(POST_MESSAGES.notFound);
    await repo.updatePost(tx, id, values);
    await recordAudit(tx, user, {
      action: 'post.updated',
      subjectType: 'post',
      subjectId: id,
      detail: { title: values.title },
    });
    return { savedId: id, replaced: [image && current.image] };
  });
  return { post: await loadPost(deps.db, savedId), created: id === null };
}

/** POST /office/posts/{id}/status: publish, close (no more joining), or back to draft (hidden). */
export async function changePostStatus(
  db: Db,
  user: AuthContext,
  id: number,
  status: PostStatus,
): Promise<{ post: OfficePost }> {
  assertOffice(user);
  await db.transaction(async (tx) => {
    if (!(await repo.updatePost(tx, id, { status }))) throw notFound(POST_MESSAGES.notFound);
    await recordAudit(tx, user, {
      action: 'post.status_changed',
      subjectType: 'post',
      subjectId: id,
      detail: { status },
    });
  });
  return { post: await loadPost(db, id) };
}

/** DELETE /office/posts/{id}: gone from every list and page; participants and their history stay. */
export async function removeOfficePost(db: Db, user: AuthContext, id: number): Promise<void> {
  assertOffice(user);
  await db.transaction(async (tx) => {
    if (!(await repo.markRemoved(tx, id))) throw notFound(POST_MESSAGES.notFound);
    await recordAudit(tx, user, { action: 'post.deleted', subjectType: 'post', subjectId: id });
  });
}

export async function listParticipants(
  db: Db,
  user: AuthContext,
  id: number,
  q: OfficeParticipantListQuery,
): Promise<OfficeParticipantListData> {
  assertOffice(user);
  const post = await loadPost(db, id);
  const { rows, total } = await repo.listParticipants(db, id, q);
  return { post, participants: rows.map(toOfficeParticipant), total };
}

/** Marks a participant present (or not); the participant must belong to this event. */
export async function markAttendance(
  db: Db,
  user: AuthContext,
  postId: number,
  participantId: number,
  attended: boolean,
): Promise<AttendanceData> {
  assertOffice(user);
  await loadPost(db, postId);
  await db.transaction(async (tx) => {
    if (!(await repo.setAttendance(tx, postId, participantId, attended))) {
      throw notFound(POST_MESSAGES.participantNotFound);
    }
    const detail = { participant_id: participantId, attended };
    await recordAudit(tx, user, {
      action: 'post.attendance',
      subjectType: 'post',
      subjectId: postId,
      detail,
    });
  });
  const row = await repo.findParticipant(db, postId, participantId);
  if (!row) throw notFound(POST_MESSAGES.participantNotFound);
  return { participant: toOfficeParticipant(row) };
}

/** More than any event's quota: the export is every participant, in joining order. */
const EXPORT_LIMIT = 100_000;

/**
 * GET /office/posts/{id}/participants.csv: the door list for a spreadsheet. Joining times are on the
 * portal's clock (`timeZone`, named in the header) and attendance is Ya/Tidak (issue 17 item 12).
 */
export async function participantsCsv(
  db: Db,
  user: AuthContext,
  id: number,
  timeZone: string,
): Promise<{ csv: string; name: string }> {
  assertOffice(user);
  const post = await loadPost(db, id);
  const { rows } = await repo.listParticipants(db, id, {
    order_by: 'created_at',
    sort_by: 'asc',
    offset: 0,
    limit: EXPORT_LIMIT,
  });
  const csv = toCsv(
    participantCsvHeader(timeZoneLabel(timeZone)),
    rows.map((r) => {
      const p = toOfficeParticipant(r);
      const attended = p.attended_at ? ATTENDED_NAMES.yes : ATTENDED_NAMES.no;
      return [p.name, p.email, p.phone, p.education_name, zonedDateTimeText(p.joined_at, timeZone), attended];
    }),
  );
  const detail = { title: post.title, rows: rows.length };
  await recordAudit(db, user, {
    action: 'post.participants_exported',
    subjectType: 'post',
    subjectId: id,
    detail,
  });
  return { csv, name: `peserta-${post.title_slug}` };
}
