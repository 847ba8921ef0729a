/**
 * The event form's values: what a saved event (or a new one) puts in the fields, the §5 rules they run
 * (the shared POST_FORM_FIELDS, which the server runs too), and the multipart body the save sends.
 * The moments are typed and shown on the portal's clock (`timeZone`, usePortalTimeZone), never the
 * device's (issue 17 item 3, docs/decisions/085-portal-time-zone-and-event-changes.md).
 */
import { POST_FORM_FIELDS, POST_IMAGE_FIELD, POST_LABELS } from '@siloker/shared/schemas/events-constants';
import type { FieldRulesMap } from '@siloker/shared/validation/rules';
import type { OfficePost } from './office-api.ts';
import { fromZonedInput, toZonedInput } from '@siloker/shared/format/zoned';

export const EVENT_FIELDS = {
  ...POST_FORM_FIELDS,
  status: { label: POST_LABELS.status, rules: 'required' },
} satisfies FieldRulesMap;
export type EventFormField = keyof typeof EVENT_FIELDS;
export type EventFormValues = Record<EventFormField, string>;

export function eventFormValues(post: OfficePost | null, timeZone: string): EventFormValues {
  return {
    title: post?.title ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    location: post?.location ?? '',
    start_at: toZonedInput(post?.start_at ?? null, timeZone),
    end_at: toZonedInput(post?.end_at ?? null, timeZone),
    quota: post?.quota === null || post?.quota === undefined ? '' : String(post.quota),
    status: post?.status ?? 'DRAFT',
  };
}

/** The multipart body: every field as text, the moments as ISO 8601, and the image only when chosen. */
export function eventFormData(values: EventFormValues, image: File | null, timeZone: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values) as [EventFormField, string][]) {
    const text = name === 'start_at' || name === 'end_at' ? fromZonedInput(value, timeZone) : value.trim();
    form.append(name, name === 'content' ? value : text);
  }
  if (image) form.append(POST_IMAGE_FIELD, image);
  return form;
}
