/** `%term%` for ILIKE, with the user's own wildcards taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The slice of a list one read returns (the list query's offset and limit), for every paged list. */
export interface Page {
  offset: number;
  limit: number;
}
