import {
  DEFAULT_MESSAGE_TEMPLATES,
  DESK_MESSAGES,
  MESSAGE_TEMPLATES_MAX,
  type MessageTemplate,
  type MessageTemplateBody,
  type MessageTemplateData,
  type MessageTemplateListData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import * as repo from './repository.ts';

/*
 * A company's message templates (issue 21 §3; docs/decisions/109-employer-desk.md): the texts a bulk
 * move can send the seekers. Every company starts with "Undangan wawancara" and "Belum sesuai"; at most
 * MESSAGE_TEMPLATES_MAX, so the list is one bounded page.
 */

function ownCompanyId(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  return user.company_detail_id;
}

const toTemplate = (r: repo.TemplateRow): MessageTemplate => ({
  id: r.id,
  name: r.name,
  body: r.body,
  updated_at: r.updated_at.toISOString(),
});

/** GET /company/message-templates: the company's own, oldest first (the defaults on top). */
export async function listTemplates(db: Db, user: AuthContext): Promise<MessageTemplateListData> {
  const companyId = ownCompanyId(user);
  await repo.seedOnce(db, companyId, DEFAULT_MESSAGE_TEMPLATES);
  const rows = await repo.listTemplates(db, companyId, MESSAGE_TEMPLATES_MAX);
  return { templates: rows.map(toTemplate), total: rows.length };
}

/** POST /company/message-templates. */
export async function createTemplate(
  db: Db,
  user: AuthContext,
  body: MessageTemplateBody,
): Promise<MessageTemplateData> {
  const companyId = ownCompanyId(user);
  await repo.seedOnce(db, companyId, DEFAULT_MESSAGE_TEMPLATES);
  const row = await repo.insertTemplate(
    db,
    companyId,
    { name: body.name, body: body.body },
    MESSAGE_TEMPLATES_MAX,
  );
  if (!row) throw conflict(DESK_MESSAGES.templatesFull);
  return { template: toTemplate(row) };
}

/** POST /company/message-templates/{id}: another company's template is not found (404), as a missing one. */
export async function updateTemplate(
  db: Db,
  user: AuthContext,
  id: number,
  body: MessageTemplateBody,
): Promise<MessageTemplateData> {
  const row = await repo.updateTemplate(db, ownCompanyId(user), id, { name: body.name, body: body.body });
  if (!row) throw notFound(DESK_MESSAGES.templateNotFound);
  return { template: toTemplate(row) };
}

/** DELETE /company/message-templates/{id}. */
export async function deleteTemplate(db: Db, user: AuthContext, id: number): Promise<{ id: number }> {
  if (!(await repo.deleteTemplate(db, ownCompanyId(user), id)))
    throw notFound(DESK_MESSAGES.templateNotFound);
  return { id };
}
