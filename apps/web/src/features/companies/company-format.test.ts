import { describe, expect, it } from 'vitest';
import { websiteHref, websiteLabel } from './company-format.ts';

describe('company website links', () => {
  it('links http(s) addresses and adds https:// when the scheme is missing', () => {
    expect(websiteHref('https://bprtepian.test')).toBe('https://bprtepian.test/');
    expect(websiteHref(' www.etam.co.id/karier ')).toBe('https://www.etam.co.id/karier');
    expect(websiteHref('http://contoh.id')).toBe('http://contoh.id/');
  });

  it('never links other schemes or empty values', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.id')).toBeNull();
    expect(websiteHref('   ')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });

  it('shows the address without scheme and trailing slash', () => {
    expect(websiteLabel('https://bprtepian.test/')).toBe('bprtepian.test');
  });
});
