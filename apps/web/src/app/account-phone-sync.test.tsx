import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_MESSAGES, AuthUserDataSchema } from '@siloker/shared/schemas/auth';
import { AppProvider } from './provider.tsx';
import { setAuthUser } from '../lib/session.ts';
import { ok, setupFakeApi, submit, type } from '../testing/fake-api.tsx';
import { authUser } from '../testing/fixtures/auth.ts';
import { ProfileJobSeekerBiodata } from '../features/profiles/seeker/profile-job-seeker-biodata.tsx';
import {
  answerProfileScreens,
  profileData,
  seekerProfile,
} from '../features/profiles/seeker/seeker-fixtures.ts';
import { ProfileAuth } from '../features/auth/profile-auth.tsx';

const api = setupFakeApi();
const ACCOUNT = '/panel/profil-akun';
const BIODATA = '/panel/data-pribadi/pencari-kerja/biodata';
const OLD = '081234567890';
const NEW = '081299998888';

/** The server's one phone per seeker (issue 17 item 10): a Biodata save changes what /auth/me answers. */
let phone = OLD;
beforeEach(() => {
  phone = OLD;
  const user = authUser({ token: 'sesi-pencari', phone: OLD });
  setAuthUser(user);
  answerProfileScreens(api, seekerProfile({ phone: OLD }));
  api.on('GET', '/auth/me', () =>
    ok(AuthUserDataSchema.parse({ user: { ...user, phone } }), AUTH_MESSAGES.profileLoaded),
  );
  api.on('GET', '/account/notification-mail', () => ok({ kinds: [], off: [] }));
  api.on('POST', '/profile-seeker/', () => {
    phone = NEW;
    return ok({ seeker_detail: profileData(seekerProfile({ phone: NEW })).seeker_detail }, 'Tersimpan.');
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Profil Akun after a Biodata save (issue 17 item 10)', () => {
  it('shows the phone Biodata saved, without a reload', async () => {
    const router = createMemoryRouter(
      [
        { path: ACCOUNT, element: <ProfileAuth /> },
        { path: BIODATA, element: <ProfileJobSeekerBiodata /> },
      ],
      { initialEntries: [ACCOUNT] },
    );
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    await waitFor(() => expect(field('Nomor telepon').value).toBe(OLD));

    await act(() => router.navigate(BIODATA));
    await waitFor(() => expect(field('Nama lengkap').value).toBe('Budi Santoso'));
    await waitFor(() => expect(field('Agama').value).toBe('1'));
    type(field('Nomor telepon'), NEW);
    await submit(screen.getByRole('button', { name: /Simpan|Menyimpan/ }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Oke' })));

    await act(() => router.navigate(ACCOUNT));
    await waitFor(() => expect(field('Nomor telepon').value).toBe(NEW));
  });
});
