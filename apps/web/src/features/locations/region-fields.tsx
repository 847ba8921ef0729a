import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COMPANY_LABELS } from '@siloker/shared/schemas/profile-constants';
import type { CodeName } from '@siloker/shared/schemas/common';
import {
  citiesQueryOptions,
  districtsQueryOptions,
  provincesQueryOptions,
  subDistrictsQueryOptions,
} from './api.ts';
import { SelectField, type SelectOption } from '../../components/form/select-field.tsx';

export interface RegionValue {
  province_code: string;
  city_code: string;
  district_code: string;
  sub_district_code: string;
}

export type RegionKey = keyof RegionValue;

export interface RegionFieldsProps {
  /** Each select's id is `${idPrefix}-${key}` (e.g. `${idPrefix}-city_code`), its error's id `…-error`. */
  idPrefix: string;
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  errors?: Partial<Record<RegionKey, string>>;
  /** The lists a profile answer already carries for its current province, city and district. */
  initialLists?: { cities?: CodeName[]; districts?: CodeName[]; sub_districts?: CodeName[] };
  disabled?: boolean;
}

export const EMPTY_REGION: RegionValue = {
  province_code: '',
  city_code: '',
  district_code: '',
  sub_district_code: '',
};

/** The four levels, top first. The seeker and company labels are the same words. */
const LEVELS: readonly RegionKey[] = ['province_code', 'city_code', 'district_code', 'sub_district_code'];

/** A choice at one level empties every level below it: a city of another province cannot stay. */
export function chooseRegion(current: RegionValue, key: RegionKey, code: string): RegionValue {
  const next = { ...current, [key]: code };
  for (const below of LEVELS.slice(LEVELS.indexOf(key) + 1)) next[below] = '';
  return next;
}

/** The part of useForm that RegionFields needs, for a form whose fields include the four codes. */
export interface RegionForm {
  values: RegionValue;
  setValue: (name: RegionKey, value: string) => void;
  errorOf: (name: RegionKey) => string | undefined;
  field: (name: RegionKey) => { id: string };
}

/**
 * RegionFields' value, change and errors from a useForm. The selects take useForm's ids
 * (`${prefix}-${name}`), so a region error found on submit receives the focus.
 */
export function regionFieldsOf(
  form: RegionForm,
): Pick<RegionFieldsProps, 'idPrefix' | 'value' | 'onChange' | 'errors'> {
  const value: RegionValue = {
    province_code: form.values.province_code,
    city_code: form.values.city_code,
    district_code: form.values.district_code,
    sub_district_code: form.values.sub_district_code,
  };
  return {
    idPrefix: form.field('province_code').id.slice(0, -'-province_code'.length),
    value,
    onChange: (next) => {
      for (const key of LEVELS) if (next[key] !== value[key]) form.setValue(key, next[key]);
    },
    errors: Object.fromEntries(LEVELS.map((key) => [key, form.errorOf(key)])),
  };
}

const toOptions = (list: CodeName[] | undefined): SelectOption[] =>
  (list ?? []).map((item) => ({ value: item.code, label: item.name }));

/** A seeded list counts only for the parent it was given with, and only when it holds something. */
const seed = (list: CodeName[] | undefined, parentNow: string, parentThen: string) =>
  list?.length && parentNow !== '' && parentNow === parentThen ? list : undefined;

/**
 * Province → city/regency → district → village, each a native select over GET /location/*. A level
 * waits (disabled) until its parent is chosen; a failed list shows the §8 message through the query's
 * meta (lib/react-query.ts).
 */
export function RegionFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  initialLists,
  disabled,
}: RegionFieldsProps) {
  // The parents the seeded lists belong to: the value the form opened with.
  const [initialParents] = useState(() => ({ ...value }));
  const provinces = useQuery(provincesQueryOptions());
  const cities = useQuery({
    ...citiesQueryOptions(value.province_code),
    initialData: seed(initialLists?.cities, value.province_code, initialParents.province_code),
  });
  const districts = useQuery({
    ...districtsQueryOptions(value.city_code),
    initialData: seed(initialLists?.districts, value.city_code, initialParents.city_code),
  });
  const subDistricts = useQuery({
    ...subDistrictsQueryOptions(value.district_code),
    initialData: seed(initialLists?.sub_districts, value.district_code, initialParents.district_code),
  });

  const levels: Record<RegionKey, { list: CodeName[] | undefined; loading: boolean; parent: string }> = {
    province_code: { list: provinces.data, loading: provinces.isLoading, parent: 'root' },
    city_code: { list: cities.data, loading: cities.isLoading, parent: value.province_code },
    district_code: { list: districts.data, loading: districts.isLoading, parent: value.city_code },
    sub_district_code: {
      list: subDistricts.data,
      loading: subDistricts.isLoading,
      parent: value.district_code,
    },
  };

  return (
    <>
      {LEVELS.map((key) => {
        const { list, loading, parent } = levels[key];
        const label = COMPANY_LABELS[key];
        const waiting = parent === '';
        const parentKey = LEVELS[LEVELS.indexOf(key) - 1];
        return (
          <SelectField
            key={key}
            id={`${idPrefix}-${key}`}
            name={key}
            label={label}
            value={value[key]}
            onValueChange={(code) => onChange(chooseRegion(value, key, code))}
            options={toOptions(list)}
            placeholder={loading ? 'Memuat...' : `Pilih ${label.toLowerCase()}`}
            error={errors[key]}
            errorId={`${idPrefix}-${key}-error`}
            hint={
              waiting && parentKey
                ? `Pilih ${COMPANY_LABELS[parentKey].toLowerCase()} terlebih dahulu.`
                : undefined
            }
            disabled={disabled || waiting}
            className="region-field"
          />
        );
      })}
    </>
  );
}
