import { describe, expect, it } from 'vitest';
import { emailDomainMatchesWebsite, emailDomainOf, websiteHostOf } from './company-checks-constants.ts';

/** The e-mail domain rule of docs/decisions/106. */
describe('the company e-mail domain rule', () => {
  it('reads the host of a website however it is typed', () => {
    expect(websiteHostOf('https://www.Contoh.co.id/karier?x=1')).toBe('contoh.co.id');
    expect(websiteHostOf('contoh.co.id')).toBe('contoh.co.id');
    expect(websiteHostOf('http://contoh.co.id:8080')).toBe('contoh.co.id');
    expect(websiteHostOf('www.contoh.co.id/')).toBe('contoh.co.id');
    expect(websiteHostOf('bukan situs')).toBeNull();
    expect(websiteHostOf('')).toBeNull();
    expect(websiteHostOf(null)).toBeNull();
  });

  it("matches the account's domain to the website or its subdomains, never a free mail domain", () => {
    expect(emailDomainOf('HRD@Contoh.co.id')).toBe('contoh.co.id');
    expect(emailDomainMatchesWebsite('contoh.co.id', 'contoh.co.id')).toBe(true);
    expect(emailDomainMatchesWebsite('hr.contoh.co.id', 'contoh.co.id')).toBe(true);
    expect(emailDomainMatchesWebsite('bukancontoh.co.id', 'contoh.co.id')).toBe(false);
    expect(emailDomainMatchesWebsite('contoh.co.id', null)).toBe(false);
    expect(emailDomainMatchesWebsite('gmail.com', 'gmail.com')).toBe(false);
  });
});
