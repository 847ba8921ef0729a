import type { Position, PositionItem } from '@siloker/shared/schemas/master';
import {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
  type SelectOptionGroup,
} from '../../../components/form/select-field.tsx';
import { OTHER_POSITION } from './form-data.ts';

const optionOf = (position: PositionItem): SelectOption => ({
  value: String(position.id),
  label: position.name,
});

/**
 * The wanted position: a SelectField whose groups are the level-1 positions (docs/product.md §3 positions
 * tree), with a last choice "Lainnya" for a position not in the list. Takes a spread of
 * `form.field('position_id')`.
 */
export function PositionField({
  groups,
  loading,
  ...field
}: Omit<SelectFieldProps, 'options' | 'placeholder'> & { groups: readonly Position[]; loading?: boolean }) {
  const options: (SelectOption | SelectOptionGroup)[] = groups.map((group) =>
    group.children?.length ? { label: group.name, options: group.children.map(optionOf) } : optionOf(group),
  );
  options.push({ value: OTHER_POSITION, label: 'Lainnya (tulis sendiri)' });
  return <SelectField {...field} options={options} placeholder={loading ? 'Memuat...' : 'Pilih jabatan'} />;
}
