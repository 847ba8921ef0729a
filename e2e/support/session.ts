import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded on a fresh embedded database (apps/server/src/db/seed/demo-data.ts, README). */
export const DEMO = {
  seeker: { email: 'pencari@siloker.test', password: 'Pencari#2026' },
  company: { email: 'perusahaan@siloker.test', password: 'Perusahaan#2026' },
  admin: { email: 'admin@siloker.test', password: 'Admin#Dinas2026' },
} as const;

export interface SessionUser {
  id: number;
  token: string;
  expired_at: string | number;
  [key: string]: unknown;
}

/**
 * Signs in through the API and puts the session where the app keeps it (the `auth` cookie {id, token}
 * and the stored user), as set-up for journeys whose subject is not the login screen.
 */
export async function logInAs(
  page: Page,
  baseURL: string,
  account: { email: string; password: string },
): Promise<SessionUser> {
  const res = await page.request.post('/api/v1/auth/login', { data: account });
  expect(res.status(), await res.text()).toBe(200);
  const user = ((await res.json()) as { data: { user: SessionUser } }).data.user;
  await page.context().addCookies([
    {
      name: 'auth',
      value: encodeURIComponent(JSON.stringify({ id: user.id, token: user.token })),
      url: baseURL,
    },
  ]);
  await page.context().addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('auth_user', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(user));
  return user;
}
