import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useFormValidation } from './use-form-validation.ts';
import { resetAllValidation } from './validation-reset.ts';

afterEach(cleanup);

const FIELDS = {
  email: { label: 'Email', rules: 'required|email' },
  password: { label: 'Kata Sandi', rules: 'required|min:8' },
  password_confirmation: { label: 'Konfirmasi Kata Sandi', rules: 'required|confirmed:password' },
};

let lastResult: boolean | null = null;

function TestForm({ enabled = true, withForm = true }: { enabled?: boolean; withForm?: boolean }) {
  const [values, setValues] = useState({ email: '', password: '', password_confirmation: '' });
  const formRef = useRef<HTMLFormElement>(null);
  const v = useFormValidation(FIELDS, values, { enabled });
  const input = (name: keyof typeof values) => (
    <>
      <label htmlFor={name}>{FIELDS[name].label}</label>
      <input
        id={name}
        value={values[name]}
        {...v.fieldProps(name)}
        onChange={(e) => setValues((s) => ({ ...s, [name]: e.target.value }))}
      />
      {v.errors[name] ? <p id={v.errorId(name)}>{v.errors[name]}</p> : null}
    </>
  );
  const body = (
    <>
      {input('email')}
      {input('password')}
      {input('password_confirmation')}
      <output data-testid="active">{String(v.active)}</output>
      <output data-testid="errors">{JSON.stringify(v.errors)}</output>
      <button type="button" onClick={() => (lastResult = v.validateForm(withForm ? formRef.current : null))}>
        Kirim
      </button>
    </>
  );
  return withForm ? <form ref={formRef}>{body}</form> : <div>{body}</div>;
}

const errors = () => JSON.parse(screen.getByTestId('errors').textContent ?? '{}') as Record<string, string>;

describe('useFormValidation (docs/product.md §4/§5)', () => {
  it('shows nothing and is inactive before the user touches a field', () => {
    render(<TestForm />);
    expect(screen.getByTestId('active').textContent).toBe('false');
    expect(errors()).toEqual({});
  });

  it('makes a field dirty on its first input and re-validates on each update', () => {
    render(<TestForm />);
    const email = screen.getByLabelText('Email');
    fireEvent.input(email, { target: { value: 'bud' } });
    fireEvent.change(email, { target: { value: 'bud' } });
    expect(screen.getByTestId('active').textContent).toBe('true');
    expect(errors()).toEqual({ email: 'Format Email tidak valid, harap gunakan format email yang benar' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'budi@contoh.id' } });
    expect(errors()).toEqual({});
    fireEvent.change(email, { target: { value: '  ' } });
    expect(errors()).toEqual({ email: 'Email wajib di isi' });
  });

  it.each([
    ['blur', (el: HTMLElement) => fireEvent.blur(el)],
    ['Enter', (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Enter' })],
    ['Tab', (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Tab' })],
  ])('makes a field dirty on %s', (_name, act) => {
    render(<TestForm />);
    act(screen.getByLabelText('Kata Sandi'));
    expect(errors()).toEqual({ password: 'Kata Sandi wajib di isi' });
  });

  it('ignores other keys and leaves untouched fields alone', () => {
    render(<TestForm />);
    fireEvent.keyDown(screen.getByLabelText('Kata Sandi'), { key: 'a' });
    expect(errors()).toEqual({});
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(Object.keys(errors())).toEqual(['email']);
  });

  it('validateForm validates every field and returns the result', () => {
    render(<TestForm />);
    fireEvent.click(screen.getByText('Kirim'));
    expect(lastResult).toBe(false);
    expect(errors()).toEqual({
      email: 'Email wajib di isi',
      password: 'Kata Sandi wajib di isi',
      password_confirmation: 'Konfirmasi Kata Sandi wajib di isi',
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Kata Sandi'), { target: { value: 'rahasia-kuat' } });
    fireEvent.change(screen.getByLabelText('Konfirmasi Kata Sandi'), { target: { value: 'rahasia-lain' } });
    expect(errors()).toEqual({ password_confirmation: 'Konfirmasi Kata Sandi harus sama dengan Kata Sandi' });
    fireEvent.click(screen.getByText('Kirim'));
    expect(lastResult).toBe(false);
    fireEvent.change(screen.getByLabelText('Konfirmasi Kata Sandi'), { target: { value: 'rahasia-kuat' } });
    fireEvent.click(screen.getByText('Kirim'));
    expect(lastResult).toBe(true);
  });

  it('returns false for a missing form', () => {
    render(<TestForm withForm={false} />);
    fireEvent.click(screen.getByText('Kirim'));
    expect(lastResult).toBe(false);
  });

  it('counts the form as valid when validation is switched off', () => {
    render(<TestForm enabled={false} />);
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(errors()).toEqual({});
    fireEvent.click(screen.getByText('Kirim'));
    expect(lastResult).toBe(true);
  });

  it('clears errors and the active flag when the route changes', () => {
    render(<TestForm />);
    fireEvent.click(screen.getByText('Kirim'));
    expect(Object.keys(errors())).toHaveLength(3);
    act(() => resetAllValidation());
    expect(errors()).toEqual({});
    expect(screen.getByTestId('active').textContent).toBe('false');
  });
});
