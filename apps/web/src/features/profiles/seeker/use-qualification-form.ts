import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatThousands } from '@siloker/shared/format/index';
import {
  SEEKER_PROFILE_MESSAGES,
  SEEKER_QUALIFICATION_FIELDS,
  type SeekerQualificationField,
} from '@siloker/shared/schemas/profile-constants';
import type { SeekerProfile, SeekerProfileData } from '@siloker/shared/schemas/profiles';
import type { FieldRulesMap } from '@siloker/shared/validation/rules';
import { summaryItem, type ErrorSummaryItem } from '../../../components/form/error-summary.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { feedback } from '../../../lib/feedback.tsx';
import { masterListQueryOptions, positionGroupsQueryOptions } from '../../master/index.ts';
import {
  hasRowErrors,
  incompleteEducation,
  rowRuleErrors,
  rowsFromProfile,
  serverEntryErrors,
  type EntryList,
  type EntryRows,
  type RowErrors,
} from './entries.ts';
import { clearCachedRows, preferCachedRows, writeCachedRows } from './form-cache.ts';
import { OTHER_POSITION, qualificationFormData, type QualificationValues } from './form-data.ts';
import { useProfileSubmit } from './use-profile-submit.ts';

export const OTHER_LANGUAGE = 'Lainnya';

// The conditions a rule string cannot say (SEEKER_QUALIFICATION_FIELDS' note): a position, or its
// name when it is not in the list; the other language when 'Lainnya' is ticked. Module constants, so
// useForm gets stable objects.
const Q = SEEKER_QUALIFICATION_FIELDS;
const required = (field: { label: string; rules: string }) => ({
  label: field.label,
  rules: field.rules ? `required|${field.rules}` : 'required',
});
const FIELD_SETS: Record<string, FieldRulesMap<SeekerQualificationField>> = {
  'list-': { ...Q, position_id: required(Q.position_id) },
  'list-language': {
    ...Q,
    position_id: required(Q.position_id),
    language_another: required(Q.language_another),
  },
  'other-': { ...Q, position_other: required(Q.position_other) },
  'other-language': {
    ...Q,
    position_other: required(Q.position_other),
    language_another: required(Q.language_another),
  },
};

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function valuesFrom(p: SeekerProfile): QualificationValues {
  return {
    position_id: p.is_position_other ? OTHER_POSITION : text(p.position_id),
    position_other: text(p.position_other),
    job_location_expectation: text(p.job_location_expectation),
    job_locale_in: text(p.job_locale_in),
    wage_expectation: formatThousands(p.wage_expectation),
    latest_gpa: text(p.latest_gpa),
    disability_id: text(p.disability_id),
    language_another: text(p.language_another),
    about: text(p.about),
  };
}

/** The rules see the wage as digits, however it is grouped on screen. */
const validateAs = (values: QualificationValues): QualificationValues => ({
  ...values,
  wage_expectation: values.wage_expectation.replace(/\D/g, ''),
});

export type Certificates = { educations: Map<string, File>; skills: Map<string, File> };
const noCertificates = (): Certificates => ({ educations: new Map(), skills: new Map() });
const NO_ROW_ERRORS: Record<EntryList, RowErrors[]> = { educations: [], experiences: [], skills: [] };
const ENTRY_LISTS = ['educations', 'experiences', 'skills'] as const satisfies readonly EntryList[];

/**
 * The state of the qualification form: its plain fields, the entry lists (the draft cached on this
 * browser wins over the saved rows, docs/product.md §9), the certificates chosen, the languages and
 * the public switch, the errors of the client's rules and the server's, and the submission.
 */
export function useQualificationForm(data: SeekerProfileData, userId: string) {
  const profile = data.seeker_detail;
  const [languages, setLanguages] = useState<string[]>(profile.language_skills);
  const [isPublic, setIsPublic] = useState(profile.is_public);
  const fieldsFor = (values: QualificationValues) =>
    FIELD_SETS[
      `${values.position_id === OTHER_POSITION ? 'other' : 'list'}-${languages.includes(OTHER_LANGUAGE) ? 'language' : ''}`
    ]!;
  const form = useForm<SeekerQualificationField>(fieldsFor, valuesFrom(profile), { validateAs });

  const [rows, setRows] = useState<EntryRows>(() => preferCachedRows(userId, rowsFromProfile(profile)));
  const [certificates, setCertificates] = useState<Certificates>(noCertificates);
  const [checkRows, setCheckRows] = useState(false);
  const [serverRows, setServerRows] = useState(NO_ROW_ERRORS);
  const [listErrors, setListErrors] = useState<Partial<Record<EntryList, string>>>({});
  const [languageError, setLanguageError] = useState<string | undefined>();

  const { save, isPending } = useProfileSubmit(userId, {
    onSaved: (saved) => {
      clearCachedRows();
      setRows(rowsFromProfile(saved));
      setCertificates(noCertificates());
      setCheckRows(false);
      setServerRows(NO_ROW_ERRORS);
      setListErrors({});
      setLanguages(saved.language_skills);
      setIsPublic(saved.is_public);
      form.reset(valuesFrom(saved));
    },
    onFieldErrors: (found, error) => {
      form.showServerErrors(error);
      const entries = serverEntryErrors(found);
      setServerRows(entries.rows);
      setListErrors(entries.lists);
      setLanguageError(found.language_skills);
    },
  });

  const updateRows =
    <L extends EntryList>(list: L) =>
    (next: EntryRows[L]) => {
      setRows((current) => ({ ...current, [list]: next }));
      writeCachedRows(list, userId, next);
      setServerRows((current) => ({ ...current, [list]: [] }));
      setListErrors((current) => ({ ...current, [list]: undefined }));
    };

  const chooseCertificate = (list: keyof Certificates) => (rowKey: string, file: File | null) =>
    setCertificates((current) => {
      const next = new Map(current[list]);
      if (file) next.set(rowKey, file);
      else next.delete(rowKey);
      return { ...current, [list]: next };
    });

  const chooseLanguages = (next: string[]) => {
    setLanguages(next);
    setLanguageError(undefined);
  };

  const clientRows: Record<EntryList, RowErrors[]> = {
    educations: rowRuleErrors('educations', rows.educations),
    experiences: rowRuleErrors('experiences', rows.experiences),
    skills: rowRuleErrors('skills', rows.skills),
  };
  const rowErrors = (list: EntryList): RowErrors[] =>
    rows[list].map((_, i) => ({ ...serverRows[list][i], ...(checkRows ? clientRows[list][i] : {}) }));

  /**
   * Every error of the form for its <ErrorSummary> (docs/decisions/084): the plain fields', each row's
   * (linked to the row's field, ids as entry-editors.tsx makes them), each list's and the languages'.
   */
  const errorSummary: ErrorSummaryItem[] = [
    ...form.errorSummary,
    ...ENTRY_LISTS.flatMap((list) => [
      ...summaryItem(`${list}-list-error`, listErrors[list]),
      ...rowErrors(list).flatMap((errors, i) =>
        Object.entries(errors).flatMap(([field, message]) =>
          summaryItem(`${list}-${rows[list][i]!.key}-${field}`, message),
        ),
      ),
    ]),
    ...summaryItem('seeker-languages', languageError),
  ];

  /** What every entry editor takes about its list. */
  const editorProps = <L extends EntryList>(list: L) => ({
    rows: rows[list],
    onChange: updateRows(list),
    errors: rowErrors(list),
    listError: listErrors[list],
    disabled: isPending,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    let plainValid = false;
    form.handleSubmit(() => {
      plainValid = true;
    })(event);
    setCheckRows(true);
    // docs/product.md §5: an education row without a year or a level stops the save with its own warning.
    const incomplete = incompleteEducation(rows.educations);
    if (incomplete) {
      void feedback.warning(incomplete);
      return;
    }
    const rowsValid = !ENTRY_LISTS.some((list) => hasRowErrors(clientRows[list]));
    if (!plainValid || !rowsValid) {
      void feedback.warning(SEEKER_PROFILE_MESSAGES.invalidForm);
      return;
    }
    save(
      qualificationFormData(
        form.values,
        { language_skills: languages, is_public: isPublic },
        rows,
        certificates,
      ),
    );
  };

  return {
    profile,
    form,
    errorSummary,
    languages,
    chooseLanguages,
    languageError,
    isPublic,
    setIsPublic,
    certificates,
    chooseCertificate,
    editorProps,
    onSubmit,
    isPending,
  };
}

/** The form state as the presentational parts take it. */
export type QualificationFormState = ReturnType<typeof useQualificationForm>;

/** The lists the form chooses from: education levels, disabilities and the position groups. */
export function useQualificationOptions() {
  const educations = useQuery(masterListQueryOptions('educations'));
  const disabilities = useQuery(masterListQueryOptions('disabilities'));
  const positions = useQuery(positionGroupsQueryOptions());
  return {
    levels: (educations.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
    disabilities: (disabilities.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
    positionGroups: positions.data ?? [],
    positionsLoading: positions.isLoading,
  };
}
