import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AK1_MESSAGES } from '@siloker/shared/schemas/ak1-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { fail, ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { Ak1Check } from './ak1-check.tsx';

const api = setupFakeApi();

const open = (number: string, search = '') =>
  renderScreen(<Ak1Check />, { path: '/kartu-ak1/:number', url: `/kartu-ak1/${number}${search}` });

describe('Cek Kartu AK/1 (/kartu-ak1/:number): the public check behind the QR code', () => {
  it('sends the card code of the QR link and shows the number, the name and that the card is valid', async () => {
    api.on('GET', '/ak1/verify/6472-2026-000123', () =>
      ok({
        number_registration: '6472-2026-000123',
        name: 'Siti Rahmawati',
        is_valid: true,
        valid_until: '2028-01-14',
        with_code: true,
      }),
    );
    open('6472-2026-000123', '?kode=Zm9vYmFyYmF6cXV4MTIzNA');
    expect(await screen.findByRole('heading', { name: 'Kartu berlaku' })).toBeTruthy();
    expect(api.lastQuery('/ak1/verify/6472-2026-000123')).toEqual({ kode: 'Zm9vYmFyYmF6cXV4MTIzNA' });
    expect(screen.getByText('Siti Rahmawati')).toBeTruthy();
    expect(screen.getByText('6472-2026-000123')).toBeTruthy();
    expect(screen.getByText('14 Januari 2028')).toBeTruthy();
    expect(screen.queryByText(REVERIFICATION_MESSAGES.checkMasked)).toBeNull();
  });

  it('shows a number typed without the code as valid or not with the masked name, and says why', async () => {
    api.on('GET', '/ak1/verify/6472-2026-000123', () =>
      ok({
        number_registration: '6472-2026-000123',
        name: 'S*** R*********',
        is_valid: true,
        valid_until: null,
        with_code: false,
      }),
    );
    open('6472-2026-000123');
    expect(await screen.findByRole('heading', { name: 'Kartu berlaku' })).toBeTruthy();
    expect(api.lastQuery('/ak1/verify/6472-2026-000123')).toEqual({});
    expect(screen.getByText('S*** R*********')).toBeTruthy();
    expect(screen.queryByText('Berlaku sampai')).toBeNull();
    expect(screen.getByText(REVERIFICATION_MESSAGES.checkMasked)).toBeTruthy();
  });

  it('says when a card is no longer valid', async () => {
    api.on('GET', '/ak1/verify/6472-2020-000001', () =>
      ok({
        number_registration: '6472-2020-000001',
        name: 'Kartu Lama',
        is_valid: false,
        valid_until: '2022-01-01',
        with_code: true,
      }),
    );
    open('6472-2020-000001');
    expect(await screen.findByRole('heading', { name: 'Kartu tidak berlaku' })).toBeTruthy();
  });

  it('says an unknown number was not found', async () => {
    api.on('GET', '/ak1/verify/6472-1999-999999', () => fail(404, AK1_MESSAGES.cardNotFound));
    open('6472-1999-999999');
    expect(await screen.findByRole('heading', { name: 'Tidak ditemukan' })).toBeTruthy();
    expect(screen.getByText(AK1_MESSAGES.cardNotFound)).toBeTruthy();
  });
});
