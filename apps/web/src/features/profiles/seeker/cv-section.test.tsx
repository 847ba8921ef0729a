import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import {
  FILE_KINDS,
  FILE_MESSAGES,
  SEEKER_LABELS,
  SEEKER_PROFILE_MESSAGES,
} from '@siloker/shared/schemas/profile-constants';
import { setAuthUser } from '../../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit } from '../../../testing/fake-api.tsx';
import { authUser } from '../../../testing/fixtures/auth.ts';
import { ProfileJobSeekerBiodata } from './profile-job-seeker-biodata.tsx';
import { answerProfileScreens, profileData, seekerProfile } from './seeker-fixtures.ts';

/** The CV form under the Biodata (issue 17 item 14; docs/decisions/088). */

const api = setupFakeApi();
beforeEach(() => {
  setAuthUser(authUser({ token: 'sesi-pencari' }));
});

const PATH = '/panel/data-pribadi/pencari-kerja/biodata';
const open = () => renderScreen(<ProfileJobSeekerBiodata />, { path: PATH });
const cvSection = async () => screen.findByRole('region', { name: 'CV' });
const cvInput = () => screen.getByLabelText(SEEKER_LABELS.file_cv) as HTMLInputElement;
const WITH_CV = seekerProfile({ file_cv: 'cv/budi.pdf', file_cv_url: '/api/v1/files/cv/budi.pdf' });

describe('the CV on the Biodata screen', () => {
  it('says none is saved, offers only PDFs, and uploads the chosen PDF alone', async () => {
    answerProfileScreens(api);
    let saved = seekerProfile();
    api.on('GET', '/profile-seeker', () => ok(profileData(saved)));
    api.on('POST', '/profile-seeker/', () => {
      saved = WITH_CV;
      return ok({ seeker_detail: profileData(WITH_CV).seeker_detail }, SEEKER_PROFILE_MESSAGES.cvSaved);
    });
    open();
    const section = await cvSection();
    expect(within(section).getByText('CV belum diunggah.')).toBeTruthy();
    expect(within(section).getByText(SEEKER_PROFILE_MESSAGES.cvExplanation)).toBeTruthy();
    expect(cvInput().getAttribute('accept')).toBe('application/pdf');
    expect(within(section).queryByRole('button', { name: 'Hapus CV' })).toBeNull();

    const file = new File([new Uint8Array(4096)], 'cv-budi.pdf', { type: 'application/pdf' });
    fireEvent.change(cvInput(), { target: { files: [file] } });
    await submit(within(section).getByRole('button', { name: 'Unggah CV' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SEEKER_PROFILE_MESSAGES.cvSaved);
    const [sent] = api.calls('POST', '/profile-seeker/');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    // The CV form sends the file and nothing of the biodata.
    expect(Object.keys(sent!.body)).toEqual(['file_cv']);
    expect(sent!.body.file_cv).toMatchObject({
      file_name: 'cv-budi.pdf',
      type: 'application/pdf',
      size: 4096,
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Oke' })));
    await waitFor(() =>
      expect(
        within(section)
          .getByRole('link', { name: /^Unduh CV \(PDF\)/ })
          .getAttribute('href'),
      ).toBe('/api/v1/files/cv/budi.pdf'),
    );
  });

  it('refuses an image before sending, and asks for a file when none was chosen', async () => {
    answerProfileScreens(api);
    open();
    const section = await cvSection();
    await submit(within(section).getByRole('button', { name: 'Unggah CV' }));
    expect(within(section).getByText(SEEKER_PROFILE_MESSAGES.cvMissing)).toBeTruthy();
    const image = new File([new Uint8Array(100)], 'cv.png', { type: 'image/png' });
    fireEvent.change(cvInput(), { target: { files: [image] } });
    expect(within(section).getByText(FILE_MESSAGES.badPdf(FILE_KINDS.cv.label))).toBeTruthy();
    await submit(within(section).getByRole('button', { name: 'Unggah CV' }));
    expect(api.calls('POST', '/profile-seeker/')).toEqual([]);
  });

  it('shows the server’s refusal under the field', async () => {
    answerProfileScreens(api);
    api.on('POST', '/profile-seeker/', () =>
      fail(422, 'Data tidak valid.', { file_cv: [FILE_MESSAGES.badPdf(FILE_KINDS.cv.label)] }),
    );
    open();
    const section = await cvSection();
    const file = new File([new Uint8Array(10)], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(cvInput(), { target: { files: [file] } });
    await submit(within(section).getByRole('button', { name: 'Unggah CV' }));
    await waitFor(() =>
      expect(within(section).getByText(FILE_MESSAGES.badPdf(FILE_KINDS.cv.label))).toBeTruthy(),
    );
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    expect(
      within(summary)
        .getByRole('link', { name: FILE_MESSAGES.badPdf(FILE_KINDS.cv.label) })
        .getAttribute('href'),
    ).toBe(`#${cvInput().id}`);
  });

  it('links the saved CV, replaces it, and removes it after a confirmation', async () => {
    answerProfileScreens(api, WITH_CV);
    api.on('POST', '/profile-seeker/', () =>
      ok({ seeker_detail: profileData(seekerProfile()).seeker_detail }, SEEKER_PROFILE_MESSAGES.cvRemoved),
    );
    open();
    const section = await cvSection();
    expect(
      within(section)
        .getByRole('link', { name: /^Unduh CV \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/v1/files/cv/budi.pdf');
    expect(within(section).getByRole('button', { name: 'Ganti CV' })).toBeTruthy();

    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Hapus CV' })));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(SEEKER_PROFILE_MESSAGES.cvRemoveConfirm);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus CV' })));
    await waitFor(() => expect(api.calls('POST', '/profile-seeker/')).toHaveLength(1));
    expect(api.calls('POST', '/profile-seeker/')[0]!.body).toEqual({ remove_file_cv: '1' });
    expect((await screen.findByRole('alertdialog')).textContent).toContain(SEEKER_PROFILE_MESSAGES.cvRemoved);
  });
});
