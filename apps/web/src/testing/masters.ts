import type { MastersData } from '@siloker/shared/schemas/master';

/**
 * A whole GET /master/masters answer: the lists a test names, every other list empty and no configs.
 * The server always sends every list (MastersDataSchema); a fixture that left some out drifted from
 * the contract (docs/decisions/081-api-path-table.md).
 */
export function mastersData(lists: Partial<MastersData> = {}): MastersData {
  return {
    configs: {},
    educations: [],
    religions: [],
    marriage_statuses: [],
    wage_amounts: [],
    job_location_expectations: [],
    languages: [],
    disabilities: [],
    job_types: [],
    benefits: [],
    ...lists,
  };
}
