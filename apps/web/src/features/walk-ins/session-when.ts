import { timeRangeText } from '@siloker/shared/format/index';
import type { WalkInSession } from '@siloker/shared/schemas/employer-desk';

/**
 * '1 Desember 2026 09.00–12.00 WITA' on the portal's clock; the end's date is named too when the session
 * runs past midnight (the shared `timeRangeText`, which the server's notice of a change uses too).
 */
export function sessionWhen(session: Pick<WalkInSession, 'starts_at' | 'ends_at'>, zone: string): string {
  return timeRangeText(session.starts_at, session.ends_at, zone);
}
