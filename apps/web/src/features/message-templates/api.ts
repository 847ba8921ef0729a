import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  MessageTemplate,
  MessageTemplateBody,
  MessageTemplateData,
  MessageTemplateListData,
} from '@siloker/shared/schemas/employer-desk';
import { apiPath } from '@siloker/shared/api/paths';
import * as templatePaths from '@siloker/shared/api/paths/message-templates';
import { api } from '../../lib/api-client.ts';

export type { MessageTemplate };

/**
 * A company's message templates (docs/decisions/109, /company/message-templates): the screen that keeps
 * them and the bulk move's picker read the same cache.
 */
const KEY = ['message-templates'] as const;

/** GET /company/message-templates: the company's own (the two defaults on its first visit). */
export const messageTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      (await api.get<MessageTemplateListData>(apiPath(templatePaths.messageTemplateList), { signal })).data
        .data.templates,
    staleTime: 60_000,
    meta: { errorMessage: MESSAGES.getDataError },
  });

type TemplateFields = Pick<MessageTemplateBody, 'name' | 'body'>;

/** POST /company/message-templates (no id) or /company/message-templates/{id} (an edit). */
export function useSaveMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: TemplateFields & { id?: number }) =>
      (
        await api.post<MessageTemplateData>(
          id === undefined
            ? apiPath(templatePaths.messageTemplateCreate)
            : apiPath(templatePaths.messageTemplateUpdate, { id: String(id) }),
          body,
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /company/message-templates/{id}: for good, defaults included. */
export function useDeleteMessageTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete<unknown>(apiPath(templatePaths.messageTemplateDelete, { id: String(id) }))).data,
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
