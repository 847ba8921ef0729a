import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COVER_LETTER, COVER_LETTER_MAX_CHARS } from '@siloker/shared/schemas/applications-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { applicant, seekerApplication } from '../../testing/fixtures/applications.ts';
import { vacancyDetail } from '../../testing/fixtures/vacancies.ts';
import { fail, ok, renderScreen, setupFakeApi, type } from '../../testing/fake-api.tsx';
import { ApplicantCard } from './applicant-card.tsx';
import { ApplySection } from './apply-section.tsx';
import { SeekerApplicationCard } from './seeker-application-card.tsx';

/** The cover letter in the apply step, and the CV and letter where they are read (docs/decisions/088). */

const api = setupFakeApi();
const OWN = '/job-vacancies/seeker/job-application-applicants';
const vacancy = vacancyDetail({ id: 41, title: 'Teller Bank', title_slug: 'teller-bank' });
const APPLIED = {
  seeker_job_vacancy: {
    id: 11,
    job_vacancy_id: 41,
    seeker_detail_id: 3,
    status: 'APPLIED',
    is_invitation: false,
    applied_at: '2026-11-23T08:00:00.000Z',
    created_at: '2026-11-23T08:00:00.000Z',
  },
  applicant_count: 2,
};

const openApply = () => {
  setAuthUser(authUser());
  api.on('GET', OWN, () => ok({ applicants: [], total: 0 }));
  renderScreen(<ApplySection vacancy={vacancy} />, { path: '/lowongan-kerja/teller-bank' });
};
const letterField = () => screen.getByLabelText(COVER_LETTER.label) as HTMLTextAreaElement;

describe('the apply step’s cover letter', () => {
  it('sends the typed letter with the application, counting its characters', async () => {
    api.on('POST', '/seekers/applied/', () => ok(APPLIED, 'Lamaran Anda berhasil dikirim.', 201));
    openApply();
    await screen.findByRole('button', { name: 'Lamar Sekarang' });
    expect(letterField().maxLength).toBe(COVER_LETTER_MAX_CHARS);
    const letter = 'Yth. HRD,\nSaya berpengalaman dua tahun sebagai teller.';
    type(letterField(), letter);
    expect(screen.getByText(`${letter.length}/2.000 karakter`)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lamar Sekarang' })));
    await screen.findByTestId('application-status');
    expect(api.calls('POST', '/seekers/applied/')[0]!.body).toMatchObject({
      job_vacancy_id: 41,
      seeker_detail_id: 3,
      cover_letter: letter,
    });
  });

  it('applies without a letter when none is typed (no cover_letter key)', async () => {
    api.on('POST', '/seekers/applied/', () => ok(APPLIED, 'Lamaran Anda berhasil dikirim.', 201));
    openApply();
    type(await waitFor(() => letterField()), '   ');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Lamar Sekarang' })));
    await screen.findByTestId('application-status');
    const sent = api.calls('POST', '/seekers/applied/')[0]!.body;
    expect(sent).toMatchObject({ job_vacancy_id: 41, seeker_detail_id: 3 });
    expect(sent).not.toHaveProperty('cover_letter');
  });

  it('shows the server’s refusal of the letter under the field, not as a dialog', async () => {
    api.on('POST', '/seekers/applied/', () =>
      fail(400, COVER_LETTER.tooLong, { cover_letter: [COVER_LETTER.tooLong] }),
    );
    openApply();
    type(await waitFor(() => letterField()), 'Surat');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Lamar Sekarang' })));
    await waitFor(() => expect(letterField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(COVER_LETTER.tooLong)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('where the CV and the letter are read', () => {
  it('gives the company the CV first among the documents and the letter with its line breaks', async () => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    const letter = 'Yth. HRD,\n\nSaya tertarik. <b>bukan HTML</b>';
    const card = applicant({ cover_letter: letter }, { file_cv_url: '/api/v1/files/cv/siti.pdf' });
    renderScreen(
      <ul>
        <ApplicantCard vacancyId={41} applicant={card} />
      </ul>,
      { path: '/panel/pelamar' },
    );
    const docs = await screen.findByText('Dokumen');
    const links = within(docs.parentElement!).getAllByRole('link');
    expect(links[0]!.textContent).toMatch(/^Unduh CV \(PDF\)/);
    expect(links[0]!.getAttribute('href')).toBe('/api/v1/files/cv/siti.pdf');
    expect(links[0]!.hasAttribute('download')).toBe(true);
    const shown = screen.getByTestId('applicant-cover-letter');
    expect(shown.textContent).toBe(letter);
    expect(shown.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: COVER_LETTER.companyTitle })).toBeTruthy();
  });

  it('shows no letter block when the applicant wrote none', async () => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 5 }));
    renderScreen(
      <ul>
        <ApplicantCard vacancyId={41} applicant={applicant()} />
      </ul>,
      { path: '/panel/pelamar' },
    );
    await screen.findByText('Dokumen');
    expect(screen.queryByTestId('applicant-cover-letter')).toBeNull();
  });

  it('shows the seeker their own letter in Lamaran Saya', async () => {
    setAuthUser(authUser());
    renderScreen(
      <ul>
        <SeekerApplicationCard application={seekerApplication({ cover_letter: 'Surat saya.' })} />
      </ul>,
      { path: '/panel/lamaran' },
    );
    expect((await screen.findByTestId('own-cover-letter')).textContent).toBe('Surat saya.');
    expect(screen.getByRole('region', { name: COVER_LETTER.seekerTitle })).toBeTruthy();
  });
});
