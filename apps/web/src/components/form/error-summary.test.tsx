import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { ApiError } from '../../lib/api-client.ts';
import { ErrorSummary } from './error-summary.tsx';
import { EMAIL_INPUT, TextField } from './text-field.tsx';
import { useForm } from './use-form.ts';

const FIELDS = {
  name: { label: 'Nama', rules: 'required|max:20' },
  email: { label: 'Email', rules: 'required|email' },
  website: { label: 'Situs web', rules: 'max:50' },
};
type Values = Record<keyof typeof FIELDS, string>;
const BAD_WEBSITE = 'Situs web harus diawali http:// atau https://';
const check = (v: Values) => (v.website && !/^https?:\/\//.test(v.website) ? { website: BAD_WEBSITE } : {});

/** The server's 422 for a form, as api-client hands it over (docs/product.md §7 "Errors"). */
const refusal = (errors: Record<string, string[]>) =>
  new ApiError({
    status: 422,
    headers: new Headers(),
    data: { status: 'fail', message: MESSAGES.invalidInput, data: { errors } },
  });

function Harness({ onValid = () => {} }: { onValid?: (show: (error: unknown) => boolean) => void }) {
  const form = useForm(FIELDS, { name: '', email: '', website: '' }, { check });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => onValid(form.showServerErrors))}>
      <ErrorSummary errors={form.errorSummary} />
      {/* Declared name, email, website; on the page website comes before email. */}
      <TextField {...form.field('name')} />
      <TextField {...form.field('website')} />
      <TextField {...form.field('email')} {...EMAIL_INPUT} />
      <button type="submit">Kirim</button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Kirim' }));
const summary = () => screen.queryByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
const links = () => within(summary()!).getAllByRole('link');

let scrolled: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom does no layout: record where focusField asks the page to scroll.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: unknown) {
    scrolled.push({ element: this, options });
  });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('ErrorSummary with useForm', () => {
  it('shows nothing before a submit, then every error at once, in page order, as links', () => {
    render(<Harness />);
    fireEvent.input(input('Nama'), { target: { value: '' } });
    expect(summary()).toBeNull();
    fireEvent.input(input('Situs web'), { target: { value: 'contoh.co.id' } });
    fireEvent.input(input('Email'), { target: { value: 'bukan-email' } });
    send();
    const box = summary()!;
    expect(within(box).getByRole('heading', { name: MESSAGES.formErrorSummaryTitle })).toBeTruthy();
    expect(links().map((link) => link.textContent)).toEqual([
      'Nama wajib di isi',
      BAD_WEBSITE,
      'Format Email tidak valid, harap gunakan format email yang benar',
    ]);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(
      ['Nama', 'Situs web', 'Email'].map((label) => `#${input(label).id}`),
    );
    // The rules and the form's own check together, each under its field too.
    expect(screen.getByText(BAD_WEBSITE, { selector: '.field-error' })).toBeTruthy();
    expect(input('Situs web').getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the first field in error and centres its whole field, then each link focuses its own', () => {
    render(<Harness />);
    fireEvent.input(input('Situs web'), { target: { value: 'contoh.co.id' } });
    send();
    expect(document.activeElement).toBe(input('Nama'));
    expect(scrolled.at(-1)).toEqual({
      element: input('Nama').closest('.form-field'),
      options: { block: 'center', inline: 'nearest' },
    });

    const toWebsite = links().find((link) => link.textContent === BAD_WEBSITE)!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      toWebsite.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input('Situs web'));
    expect(scrolled.at(-1)?.element).toBe(input('Situs web').closest('.form-field'));
  });

  it('drops an error from the list once its field is fixed, and goes away with the last one', () => {
    const sent = vi.fn();
    render(<Harness onValid={sent} />);
    send();
    expect(links()).toHaveLength(2);
    fireEvent.input(input('Nama'), { target: { value: 'Budi' } });
    expect(links().map((link) => link.textContent)).toEqual(['Email wajib di isi']);
    fireEvent.input(input('Email'), { target: { value: 'budi@contoh.id' } });
    expect(summary()).toBeNull();
    send();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("lists the server's field errors with the client's, and focuses the first of them", () => {
    let show: ((error: unknown) => boolean) | null = null;
    render(<Harness onValid={(showServerErrors) => (show = showServerErrors)} />);
    fireEvent.input(input('Nama'), { target: { value: 'Budi' } });
    fireEvent.input(input('Email'), { target: { value: 'budi@contoh.id' } });
    send();
    expect(summary()).toBeNull();
    let shown = false;
    act(() => {
      shown = show!(
        refusal({
          email: ['Email sudah dipakai akun lain.'],
          name: ['Nama ini tidak boleh dipakai.'],
          unknown_field: ['Tidak ada di formulir ini.'],
        }),
      );
    });
    expect(shown).toBe(true);
    expect(links().map((link) => link.textContent)).toEqual([
      'Nama ini tidak boleh dipakai.',
      'Email sudah dipakai akun lain.',
    ]);
    expect(document.activeElement).toBe(input('Nama'));

    // A client rule broken after the answer joins the server's remaining error.
    fireEvent.input(input('Nama'), { target: { value: '' } });
    expect(links().map((link) => link.textContent)).toEqual([
      'Nama wajib di isi',
      'Email sudah dipakai akun lain.',
    ]);
  });
});
