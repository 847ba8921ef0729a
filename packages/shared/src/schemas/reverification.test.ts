import { describe, expect, it } from 'vitest';
import { changedFields, imitatesGovernment, maskName, SEEKER_IDENTITY_FIELDS } from './reverification.ts';

describe('imitatesGovernment (company names, docs/decisions/073)', () => {
  it('refuses names carrying a government word, whatever the case or punctuation', () => {
    for (const name of [
      'Dinas Tenaga Kerja Kota Samarinda (Resmi)',
      'PT DISNAKER Sejahtera',
      'CV. Pemerintah-Kota',
      'Kementerian Ketenagakerjaan RI',
      'Pemkot Samarinda Jaya',
    ]) {
      expect(imitatesGovernment(name, null), name).toBe(true);
    }
  });

  it('refuses a name holding the configured office name, word for word', () => {
    expect(imitatesGovernment('Balai Layanan Kerja Samarinda Pusat', 'Balai Layanan Kerja Samarinda')).toBe(
      true,
    );
    expect(imitatesGovernment('PT balai-layanan kerja SAMARINDA', 'Balai Layanan Kerja Samarinda')).toBe(
      true,
    );
  });

  it('accepts ordinary names, also those that only start like a government word', () => {
    for (const name of ['PT Dinasti Jaya', 'CV Borneo Karya', 'Toko Pemerintahan Buku', 'PT Balai Kerja']) {
      expect(imitatesGovernment(name, 'Balai Layanan Kerja Samarinda'), name).toBe(false);
    }
  });
});

describe('maskName (the public AK/1 check without the card code)', () => {
  it('keeps the first letter of each word and stars the rest', () => {
    expect(maskName('Budi Hartono')).toBe('B*** H******');
    expect(maskName('  Ni  Made Ayu ')).toBe('N* M*** A**');
    expect(maskName('A')).toBe('A*');
  });
});

describe('changedFields', () => {
  it('lists the identity fields that differ from the verified snapshot, reading blanks as null', () => {
    const verified = { full_name: 'Andi', nik: '6472', birth_date: '1994-08-17', birth_place: null };
    expect(
      changedFields(SEEKER_IDENTITY_FIELDS, verified, {
        full_name: 'Andi ',
        nik: '6473',
        birth_date: '1994-08-17',
        birth_place: '',
      }),
    ).toEqual(['nik']);
    expect(changedFields(SEEKER_IDENTITY_FIELDS, null, { ...verified, nik: 'x' })).toEqual([]);
  });
});
