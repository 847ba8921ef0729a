import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyMatchDataSchema } from '@siloker/shared/schemas/skills';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { MatchPanel } from './match-panel.tsx';

const api = setupFakeApi();

describe('MatchPanel', () => {
  it('shows the percent and, in words, what matches and what is missing', async () => {
    api.on('GET', '/matches/job-vacancies/7', () =>
      ok(
        VacancyMatchDataSchema.parse({
          job_vacancy_id: 7,
          match: {
            score: 83,
            skills: { matched: ['Mengemudi Mobil'], missing: ['SIM A'], points: 25 },
            education: { required: 'SMA/SMK/Sederajat', yours: 'S1', met: true, points: 20 },
            experience: { required_years: null, your_years: 0, points: 15 },
            location: { expectation: 'LOCALE_IN', same_city: true, met: true, points: 15 },
            matches: ['Keahlian Anda yang dicari: Mengemudi Mobil.'],
            missing: ['Keahlian yang belum Anda miliki: SIM A.'],
          },
        }),
      ),
    );
    renderScreen(<MatchPanel vacancyId={7} />, { path: '/', url: '/' });
    expect(await screen.findByText('83% cocok')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('83');
    expect(screen.getByText('Keahlian Anda yang dicari: Mengemudi Mobil.')).toBeTruthy();
    expect(screen.getByText('Keahlian yang belum Anda miliki: SIM A.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yang belum' })).toBeTruthy();
  });
});
