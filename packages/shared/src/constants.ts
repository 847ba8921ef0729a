/** Business constants and limits of docs/product.md §9. */

export const API_PREFIX = '/api/v1';

export const PAGE_SIZES = {
  posts: 5,
  companies: 6,
  seekers: 6,
  vacancies: 5,
  applicants: 5,
  users: 5,
  positions: 10,
  /** Not in the spec: the panel's notification list (short rows). */
  notifications: 10,
} as const;

/** docs/product.md §10: lists cap `limit` at 100. */
export const MAX_PAGE_LIMIT = 100;
/** The deepest `offset` a list accepts: pages past it answer 400 (docs/benchmarks.md, national size). */
export const MAX_LIST_OFFSET = 1_000_000;
export const DEFAULT_ORDER_BY = 'created_at';
export const DEFAULT_SORT_BY = 'desc';

export const TOAST_DURATION_MS = 2000;
export const ERROR_TOAST_DURATION_MS = 3000;
export const TOAST_POSITION = 'top-right';
export const CONFIRM_TEXT = 'Oke';
export const CONFIRM_DIALOG_YES = 'Ya hapus';
export const CONFIRM_DIALOG_NO = 'Batal';

export const VACANCY_FILTER_LOADING_MS = 3000;
export const LANDING_LOADING_MS = 1000;
export const SUBMENU_SLIDE_MS = 300;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const INACTIVITY_TIMEOUT_MS = 1_500_000;
export const AUTH_COOKIE_NAME = 'auth';
export const AUTH_COOKIE_DAYS = 1;
export const JOB_VACANCY_COOKIE_NAME = 'job_vacancy_id';
export const EMAIL_OPENER_DELAY_MS = 1500;

/** Education ids of the three locked rows a seeker form starts with (SD, SMP, SMA/sederajat). */
export const LOCKED_EDUCATION_IDS = [2, 3, 4] as const;

/** Benefit id 0 means "none" (docs/product.md §5). */
export const NO_BENEFIT_ID = 0;

export const SITE_SUBTITLE_PREFIX = 'Sistem Informasi Lowongan Kerja';

/** Seconds a 503 asks the client to wait (Retry-After) while the database is unreachable (docs/decisions/093). */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;
