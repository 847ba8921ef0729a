import { MESSAGES } from '@siloker/shared/messages';
import {
  SKILL_LABELS,
  SKILL_MESSAGES,
  SKILL_NAME_MAX,
  SKILL_SYNONYMS_MAX,
  SKILL_TERM_WORDS_MAX,
  skillTerm,
} from '@siloker/shared/schemas/skills-constants';
import { DialogFormActions } from '../../components/form/dialog-actions.tsx';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { Modal } from '../../components/modal.tsx';
import { feedback } from '../../lib/feedback.tsx';
import { useSaveSkill, type Skill } from './api.ts';

const FIELDS = {
  name: { label: SKILL_LABELS.name, rules: '' },
  synonyms: { label: SKILL_LABELS.synonyms, rules: '' },
} as const;
type Field = keyof typeof FIELDS;

/** The synonyms as the form sends them (one text), split as the server splits it (SkillBodySchema). */
const synonymList = (text: string) => text.split(/[\n,;]+/).filter((s) => s.trim() !== '');

/** The server's checks of one spelling (SkillBodySchema), so its answer rarely differs. */
function spellingError(text: string, tooLong: string): string | undefined {
  const v = text.trim();
  if (v.length > SKILL_NAME_MAX) return tooLong;
  if (skillTerm(v) === '') return SKILL_MESSAGES.noLetters;
  if (skillTerm(v).split(' ').length > SKILL_TERM_WORDS_MAX) return SKILL_MESSAGES.tooManyWords;
  return undefined;
}

function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name =
    values.name.trim() === ''
      ? SKILL_MESSAGES.nameRequired
      : spellingError(values.name, SKILL_MESSAGES.nameTooLong);
  if (name) errors.name = name;
  const synonyms = synonymList(values.synonyms);
  const synonym =
    synonyms.length > SKILL_SYNONYMS_MAX
      ? SKILL_MESSAGES.tooManySynonyms
      : synonyms.map((s) => spellingError(s, SKILL_MESSAGES.synonymTooLong)).find(Boolean);
  if (synonym) errors.synonyms = synonym;
  return errors;
}

/**
 * Add or change one skill of the vocabulary: its name and its synonyms (docs/decisions/107). The
 * server's refusals show under their field: a spelling another skill owns names that skill.
 */
export function SkillDialog({ skill, onClose }: { skill: Skill | null; onClose: () => void }) {
  const form = useForm(
    FIELDS,
    { name: skill?.name ?? '', synonyms: skill?.synonyms.join(', ') ?? '' },
    { check },
  );
  const save = useSaveSkill();
  const formId = 'office-skill-form';
  return (
    <Modal
      open
      size="md"
      title={skill ? SKILL_LABELS.edit(skill.name) : SKILL_LABELS.add}
      onClose={onClose}
      footer={
        <DialogFormActions formId={formId} pending={save.isPending} submitLabel="Simpan" onCancel={onClose} />
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(() => {
          save.mutate(
            {
              ...(skill ? { id: skill.id } : {}),
              name: form.values.name.trim(),
              synonyms: synonymList(form.values.synonyms)
                .map((s) => s.trim())
                .join(', '),
            },
            {
              onSuccess: (envelope) => {
                feedback.toast(envelope.message);
                onClose();
              },
              onError: (error) => {
                if (!form.showServerErrors(error)) feedback.handleError(error, MESSAGES.sendDataError);
              },
            },
          );
        })}
      >
        <ErrorSummary errors={form.errorSummary} />
        <TextField {...form.field('name')} autoComplete="off" maxLength={SKILL_NAME_MAX} data-autofocus />
        <TextAreaField {...form.field('synonyms')} rows={3} hint={SKILL_LABELS.synonymsHint} />
      </form>
    </Modal>
  );
}
