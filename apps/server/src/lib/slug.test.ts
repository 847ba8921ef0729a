import { describe, expect, it } from 'vitest';
import { pickFreeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('lower-cases, drops accents and joins words with single dashes', () => {
    expect(slugify('  Staf Administrasi & Keuangan (Kantor Pusat)  ')).toBe(
      'staf-administrasi-dan-keuangan-kantor-pusat',
    );
    expect(slugify('Café Résumé -- Samarinda!')).toBe('cafe-resume-samarinda');
  });

  it('never returns an empty slug and respects the maximum length without a trailing dash', () => {
    expect(slugify('!!!')).toBe('data');
    expect(slugify('abc def', 4)).toBe('abc');
  });
});

describe('pickFreeSlug', () => {
  it('adds the first free numeric suffix', () => {
    expect(pickFreeSlug('kasir', new Set())).toBe('kasir');
    expect(pickFreeSlug('kasir', new Set(['kasir', 'kasir-2']))).toBe('kasir-3');
  });
});
