import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectField } from './select-field.tsx';
import { useForm } from './use-form.ts';

afterEach(cleanup);

const FIELDS = { status_office: { label: 'Status kantor', rules: 'required' } };
const OPTIONS = [
  { value: 'head_office', label: 'Kantor Pusat' },
  { value: 'branch_office', label: 'Kantor Cabang' },
];

function Harness({ initial = '', onValid = () => {} }: { initial?: string; onValid?: () => void }) {
  const form = useForm(FIELDS, { status_office: initial });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <SelectField {...form.field('status_office')} options={OPTIONS} placeholder="Pilih status kantor" />
      <output>{form.values.status_office}</output>
      <button type="submit">Kirim</button>
    </form>
  );
}

const select = () => screen.getByLabelText('Status kantor') as HTMLSelectElement;

describe('SelectField', () => {
  it('is a labelled native select with the placeholder first and the options after it', () => {
    render(<Harness />);
    expect(select().tagName).toBe('SELECT');
    const options = Array.from(select().options).map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Pilih status kantor'],
      ['head_office', 'Kantor Pusat'],
      ['branch_office', 'Kantor Cabang'],
    ]);
    expect(select().value).toBe('');
  });

  it('reports the chosen value to the form', () => {
    render(<Harness />);
    fireEvent.change(select(), { target: { value: 'branch_office' } });
    expect(select().value).toBe('branch_office');
    expect(screen.getByRole('status').textContent).toBe('branch_office');
  });

  it('shows the first rule error under the field, linked by aria-describedby, on submit', () => {
    let sent = 0;
    render(<Harness onValid={() => (sent += 1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    const error = screen.getByText('Status kantor wajib di isi');
    expect(error.className).toBe('field-error');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(select().getAttribute('aria-describedby')).toContain(error.id);
    expect(select().closest('.form-field')?.classList.contains('has-error')).toBe(true);
    expect(sent).toBe(0);
    fireEvent.change(select(), { target: { value: 'head_office' } });
    expect(screen.queryByText('Status kantor wajib di isi')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(sent).toBe(1);
  });

  it('shows a hint tied to the select and honours disabled', () => {
    render(
      <SelectField
        id="kota"
        label="Kabupaten/Kota"
        value=""
        onValueChange={() => {}}
        options={[]}
        errorId="kota-error"
        hint="Pilih provinsi terlebih dahulu."
        disabled
      />,
    );
    const field = screen.getByLabelText('Kabupaten/Kota') as HTMLSelectElement;
    expect(field.disabled).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBe('kota-hint');
    expect(screen.getByText('Pilih provinsi terlebih dahulu.').id).toBe('kota-hint');
  });

  it('keeps a value the list does not hold yet instead of showing another option as chosen', () => {
    render(
      <SelectField
        id="bidang"
        label="Bidang usaha"
        value="7"
        onValueChange={() => {}}
        options={[{ value: '1', label: 'Pertanian' }]}
        errorId="bidang-error"
      />,
    );
    expect((screen.getByLabelText('Bidang usaha') as HTMLSelectElement).value).toBe('7');
  });
});
