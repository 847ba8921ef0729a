import * as z from './zod.ts';
import { IdParamsSchema, listQuerySchema, optionalId } from './common.ts';
import { JOB_LOCATION_EXPECTATIONS } from '../enums.ts';
import {
  SKILL_MESSAGES,
  SKILL_NAME_MAX,
  SKILL_SYNONYMS_MAX,
  SKILL_TERM_WORDS_MAX,
  SKILLS_PAGE_SIZE,
  skillTerm,
} from './skills-constants.ts';
import { VacancyListQuerySchema, VacancySummarySchema } from './vacancies.ts';

export * from './skills-constants.ts';

/*
 * The skills vocabulary the office curates and the explainable match (issue 21 §1, docs/decisions/107).
 */

/** A skill as the office's table shows it. */
export const SkillSchema = z.object({
  id: z.number(),
  name: z.string(),
  synonyms: z.array(z.string()),
  updated_at: z.string(),
});
export type Skill = z.infer<typeof SkillSchema>;

export const SKILL_ORDER_BY = ['name', 'created_at'] as const;

/** GET /office/skills: a page of the vocabulary by name (A–Z by default), narrowed by a search. */
export const OfficeSkillListQuerySchema = listQuerySchema(SKILL_ORDER_BY, SKILLS_PAGE_SIZE).extend({
  sort_by: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).default('asc'),
  ),
});
export type OfficeSkillListQuery = z.infer<typeof OfficeSkillListQuerySchema>;

export const OfficeSkillListDataSchema = z.object({ skills: z.array(SkillSchema), total: z.number() });
export type OfficeSkillListData = z.infer<typeof OfficeSkillListDataSchema>;

/** One spelling: trimmed, at most SKILL_NAME_MAX characters, with a letter or digit, few words. */
const spelling = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(SKILL_NAME_MAX, {
      error:
        message === SKILL_MESSAGES.nameRequired ? SKILL_MESSAGES.nameTooLong : SKILL_MESSAGES.synonymTooLong,
    })
    .refine((v) => skillTerm(v) !== '', { error: SKILL_MESSAGES.noLetters })
    .refine((v) => skillTerm(v).split(' ').length <= SKILL_TERM_WORDS_MAX, {
      error: SKILL_MESSAGES.tooManyWords,
    });

/**
 * POST /office/skills and POST /office/skills/{id}: the name and its synonyms (a list, or one text of
 * comma- or line-separated synonyms, as the form sends it). Spellings equal after skillTerm() are one.
 */
export const SkillBodySchema = z.object({
  name: spelling(SKILL_MESSAGES.nameRequired),
  synonyms: z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? []
        : typeof v === 'string'
          ? v.split(/[\n,;]+/).filter((s) => s.trim() !== '')
          : v,
    z.array(spelling(SKILL_MESSAGES.synonymTooLong)).max(SKILL_SYNONYMS_MAX, {
      error: SKILL_MESSAGES.tooManySynonyms,
    }),
  ),
  auth_user_id: z.unknown().optional(),
});
export type SkillBody = z.infer<typeof SkillBodySchema>;

export const SkillParamsSchema = IdParamsSchema;
export const SkillDataSchema = z.object({ skill: SkillSchema });
export type SkillData = z.infer<typeof SkillDataSchema>;

/** The match of a seeker and a vacancy: the score, its parts and its words (matchExplanation). */
export const MatchSchema = z.object({
  score: z.number(),
  skills: z.object({ matched: z.array(z.string()), missing: z.array(z.string()), points: z.number() }),
  education: z.object({
    required: z.string().nullable(),
    yours: z.string().nullable(),
    met: z.boolean(),
    points: z.number(),
  }),
  experience: z.object({
    required_years: z.number().nullable(),
    your_years: z.number(),
    points: z.number(),
  }),
  location: z.object({
    expectation: z.enum(JOB_LOCATION_EXPECTATIONS).nullable(),
    same_city: z.boolean(),
    met: z.boolean(),
    points: z.number(),
  }),
  matches: z.array(z.string()),
  missing: z.array(z.string()),
});
export type Match = z.infer<typeof MatchSchema>;

/** GET /matches/job-vacancies/{id}: the signed-in seeker's match to one public vacancy. */
export const VacancyMatchDataSchema = z.object({ job_vacancy_id: z.number(), match: MatchSchema });
export type VacancyMatchData = z.infer<typeof VacancyMatchDataSchema>;

/**
 * GET /matches/job-vacancies: the public list (every filter of GET /job-vacancies) ordered by the signed-in
 * seeker's match, best first, newest first among equals. order_by and sort_by are not read.
 */
export const MatchVacancyListQuerySchema = VacancyListQuerySchema;
export type MatchVacancyListQuery = z.infer<typeof MatchVacancyListQuerySchema>;

export const MatchVacancyListDataSchema = z.object({
  job_vacancies: z.array(VacancySummarySchema),
  /** Each card's score, in the same order. */
  scores: z.array(z.number()),
  total: z.number(),
});
export type MatchVacancyListData = z.infer<typeof MatchVacancyListDataSchema>;

/** The company's directory ranked by match to one of its vacancies (GET /seekers?match_vacancy_id=). */
export const MatchVacancyIdQuerySchema = z.object({ match_vacancy_id: optionalId() });
