import type { Db } from '../src/db/client.ts';
import { jobAlertMails, jobAlerts } from '../src/db/schema/index.ts';
import { generateToken } from '../src/lib/tokens.ts';

/** Job alerts made directly (docs/decisions/108), for the tests whose subject is access or input. */

let n = 0;

/** A confirmed alert (a seeker's when `userId` is given) with one mail and that mail's manage token. */
export async function makeJobAlert(db: Db, userId: number | null = null) {
  const [alert] = await db
    .insert(jobAlerts)
    .values({
      user_id: userId,
      email: `langganan${++n}-${Date.now()}@contoh.test`,
      frequency: 'DAILY',
      confirmed_at: new Date(),
    })
    .returning();
  const { token, hash } = generateToken();
  await db.insert(jobAlertMails).values({ job_alert_id: alert!.id, token_hash: hash });
  return { alert: alert!, token };
}

/** A guest's alert waiting for its confirmation, with the plain token of its link. */
export async function makePendingJobAlert(db: Db) {
  const { token, hash } = generateToken();
  const [alert] = await db
    .insert(jobAlerts)
    .values({
      email: `menunggu${++n}-${Date.now()}@contoh.test`,
      frequency: 'WEEKLY',
      confirm_token_hash: hash,
      confirm_expires_at: new Date(Date.now() + 3_600_000),
    })
    .returning();
  return { alert: alert!, token };
}
