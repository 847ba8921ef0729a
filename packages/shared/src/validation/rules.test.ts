import { describe, expect, it } from 'vitest';
import { parseRules, toFieldErrors, validateField, validateValues } from './rules.ts';

describe('validateField: the nine rules and their messages (docs/product.md §5)', () => {
  it('required fails on empty and whitespace-only values', () => {
    expect(validateField('', 'required', { field: 'Nama' })).toBe('Nama wajib di isi');
    expect(validateField('   ', 'required', { field: 'Nama' })).toBe('Nama wajib di isi');
    expect(validateField(null, 'required', { field: 'Nama' })).toBe('Nama wajib di isi');
    expect(validateField([], 'required', { field: 'Tunjangan' })).toBe('Tunjangan wajib di isi');
    expect(validateField('Budi', 'required', { field: 'Nama' })).toBeNull();
  });

  it('email uses a simple pattern', () => {
    const msg = 'Format Email tidak valid, harap gunakan format email yang benar';
    expect(validateField('budi@', 'email', { field: 'Email' })).toBe(msg);
    expect(validateField('budi @mail.com', 'email', { field: 'Email' })).toBe(msg);
    expect(validateField('budi@mail', 'email', { field: 'Email' })).toBe(msg);
    expect(validateField('budi@mail.co.id', 'email', { field: 'Email' })).toBeNull();
  });

  it('min and max count characters of the trimmed value', () => {
    expect(validateField('abc', 'min:8', { field: 'Kata Sandi' })).toBe(
      'Kata Sandi harus memiliki minimal 8 karakter',
    );
    expect(validateField('  abcdefgh  ', 'min:8')).toBeNull();
    expect(validateField('abcdef', 'max:5', { field: 'Kode' })).toBe(
      'Kode tidak boleh lebih dari 5 karakter',
    );
    expect(validateField('  abcde ', 'max:5')).toBeNull();
  });

  it('numeric accepts digits only', () => {
    expect(validateField('12a', 'numeric', { field: 'Telepon' })).toBe('Telepon hanya boleh berisi angka');
    expect(validateField('-1', 'numeric', { field: 'Telepon' })).toBe('Telepon hanya boleh berisi angka');
    expect(validateField('0812', 'numeric')).toBeNull();
  });

  it('numeric_zero refuses the value 0', () => {
    expect(validateField('0', 'numeric_zero', { field: 'Jumlah' })).toBe('Jumlah tidak boleh bernilai 0');
    expect(validateField('000', 'numeric_zero', { field: 'Jumlah' })).toBe('Jumlah tidak boleh bernilai 0');
    expect(validateField('3', 'numeric_zero')).toBeNull();
  });

  it('between checks the length range', () => {
    const msg = 'NIB harus memiliki panjang antara 3 hingga 5 karakter';
    expect(validateField('ab', 'between:3,5', { field: 'NIB' })).toBe(msg);
    expect(validateField('abcdef', 'between:3,5', { field: 'NIB' })).toBe(msg);
    expect(validateField('abcd', 'between:3,5')).toBeNull();
  });

  it('confirmed compares with the other field and names it by its label', () => {
    const values = { password: 'rahasia123', password_confirmation: 'rahasia124' };
    const labels = { password: 'Kata Sandi' };
    expect(
      validateField(values.password_confirmation, 'confirmed:password', {
        field: 'Konfirmasi Kata Sandi',
        values,
        labels,
      }),
    ).toBe('Konfirmasi Kata Sandi harus sama dengan Kata Sandi');
    expect(validateField('rahasia123 ', 'confirmed:password', { values, labels })).toBeNull();
  });

  it('digits requires exactly N digits', () => {
    const msg = 'NIK harus terdiri dari 16 digit angka';
    expect(validateField('123', 'digits:16', { field: 'NIK' })).toBe(msg);
    expect(validateField('12345678901234567', 'digits:16', { field: 'NIK' })).toBe(msg);
    expect(validateField('123456789012345a', 'digits:16', { field: 'NIK' })).toBe(msg);
    expect(validateField('6472012345678901', 'digits:16', { field: 'NIK' })).toBeNull();
  });
});

describe('validateField: general behaviour', () => {
  it("uses 'Field' when no field name is given", () => {
    expect(validateField('', 'required')).toBe('Field wajib di isi');
    expect(validateField('', 'required', { field: '  ' })).toBe('Field wajib di isi');
  });

  it('returns only the first error, in declaration order', () => {
    expect(validateField('ab', 'min:3|email', { field: 'Email' })).toBe(
      'Email harus memiliki minimal 3 karakter',
    );
    expect(validateField('ab', 'email|min:3', { field: 'Email' })).toBe(
      'Format Email tidak valid, harap gunakan format email yang benar',
    );
  });

  it('applies rules other than required only to a non-empty value', () => {
    expect(validateField('', 'email|min:8')).toBeNull();
    expect(validateField('', 'required|email')).toBe('Field wajib di isi');
  });

  it('throws on an unknown rule name', () => {
    expect(() => parseRules('required|nope')).toThrow(/nope/);
  });

  it('parses rule arguments', () => {
    expect(parseRules('required| between:8,64 |confirmed:password')).toEqual([
      { name: 'required', args: [] },
      { name: 'between', args: ['8', '64'] },
      { name: 'confirmed', args: ['password'] },
    ]);
  });
});

describe('validateValues', () => {
  const fields = {
    email: { label: 'Email', rules: 'required|email' },
    password: { label: 'Kata Sandi', rules: 'required|min:8' },
    password_confirmation: { label: 'Konfirmasi Kata Sandi', rules: 'required|confirmed:password' },
  };

  it('gives the first error of every failing field', () => {
    expect(validateValues(fields, { email: 'x', password: 'abc', password_confirmation: 'abd' })).toEqual({
      email: 'Format Email tidak valid, harap gunakan format email yang benar',
      password: 'Kata Sandi harus memiliki minimal 8 karakter',
      password_confirmation: 'Konfirmasi Kata Sandi harus sama dengan Kata Sandi',
    });
  });

  it('validates only the listed fields when asked', () => {
    expect(validateValues(fields, {}, { only: ['email'] })).toEqual({ email: 'Email wajib di isi' });
  });

  it('treats everything as valid when validation is switched off', () => {
    expect(validateValues(fields, {}, { enabled: false })).toEqual({});
  });

  it('converts to the server field-error shape', () => {
    expect(toFieldErrors({ email: 'Email wajib di isi', name: undefined })).toEqual({
      email: ['Email wajib di isi'],
    });
  });
});
