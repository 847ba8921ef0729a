import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '@siloker/shared/schemas/interviews-constants';
import type { Interview } from '@siloker/shared/schemas/interviews';
import { authUser } from '../../testing/fixtures/auth.ts';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { SeekerInterviews } from './seeker-interviews.tsx';

const api = setupFakeApi();
const MINE = '/interviews/mine';
const ANSWER = '/interviews/7/answer';

const START = new Date(Date.now() + 5 * 86_400_000);
START.setUTCHours(1, 0, 0, 0);

const interview = (over: Partial<Interview> = {}): Interview => ({
  id: 7,
  round: 1,
  kind: 'IN_PERSON',
  starts_at: START.toISOString(),
  ends_at: new Date(START.getTime() + 3_600_000).toISOString(),
  duration_minutes: 60,
  location: 'Kantor PT Maju, Jl. Pahlawan 1',
  online_url: null,
  note: 'Bawa CV cetak.',
  status: 'SCHEDULED',
  sequence: 0,
  answer: null,
  answer_reason: null,
  answered_at: null,
  job_vacancy: { id: 3, title: 'Teller Bank', title_slug: 'teller-bank' },
  company_name: 'PT Maju',
  seeker: { seeker_detail_id: 1, name: 'Siti' },
  ...over,
});

let current: Interview;

beforeEach(() => {
  setAuthUser(authUser());
  current = interview();
  api.on('GET', MINE, () => ok({ interviews: [current], total: 1 }));
  api.on('POST', ANSWER, (req) => {
    const body = req.body as { answer: Interview['answer']; reason?: string };
    current = {
      ...current,
      answer: body.answer,
      answer_reason: body.reason ?? null,
      answered_at: new Date().toISOString(),
    };
    return ok(
      { interview: current },
      body.answer === 'CONFIRMED' ? INTERVIEW_MESSAGES.confirmed : INTERVIEW_MESSAGES.rescheduleAsked,
    );
  });
});

const open = (query = '') =>
  renderScreen(<SeekerInterviews />, { path: '/panel/wawancara', url: `/panel/wawancara${query}` });

describe('SeekerInterviews (/panel/wawancara)', () => {
  it('shows the interview on the portal clock and confirms it', async () => {
    open('?wawancara=7');
    const card = await screen.findByRole('listitem', { name: /Teller Bank/ });
    expect(card.className).toContain('is-focused');
    // 01.00 UTC is 09.00 WITA.
    expect(within(card).getByText(/09\.00 WITA/)).toBeTruthy();
    expect(within(card).getByText('Kantor PT Maju, Jl. Pahlawan 1')).toBeTruthy();
    expect(within(card).getByText('Menunggu jawaban')).toBeTruthy();
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Konfirmasi hadir' })));
    await waitFor(() => expect(api.calls('POST', ANSWER)).toHaveLength(1));
    expect(api.calls('POST', ANSWER)[0]!.body).toMatchObject({ answer: 'CONFIRMED' });
    expect(await screen.findByText(INTERVIEW_MESSAGES.confirmed)).toBeTruthy();
    await waitFor(() => expect(within(card).getByText('Dikonfirmasi')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Konfirmasi hadir' })).toBeNull();
  });

  it('asks for another time only with a reason', async () => {
    open();
    const card = await screen.findByRole('listitem', { name: /Teller Bank/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Minta jadwal ulang' }));
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Kirim' })));
    expect(within(card).getByText(INTERVIEW_MESSAGES.reasonRequired)).toBeTruthy();
    expect(api.calls('POST', ANSWER)).toHaveLength(0);
    fireEvent.change(within(card).getByLabelText('Alasan singkat'), {
      target: { value: 'Bentrok dengan ujian' },
    });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Kirim' })));
    await waitFor(() => expect(api.calls('POST', ANSWER)).toHaveLength(1));
    expect(api.calls('POST', ANSWER)[0]!.body).toMatchObject({
      answer: 'RESCHEDULE_REQUESTED',
      reason: 'Bentrok dengan ujian',
    });
    await waitFor(() =>
      expect(within(card).getByText('Minta jadwal ulang: Bentrok dengan ujian')).toBeTruthy(),
    );
  });

  it('offers no answer for a cancelled interview', async () => {
    current = interview({ status: 'CANCELLED' });
    open();
    const card = await screen.findByRole('listitem', { name: /Teller Bank/ });
    expect(within(card).getByText('Dibatalkan')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
