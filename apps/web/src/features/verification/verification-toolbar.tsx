import {
  VERIFICATION_STATUS_NAMES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@siloker/shared/schemas/verification-constants';
import { OFFICE_TABS, type OfficeTab } from './use-office-verification.ts';

/** The queue tabs; a tab starts on its first page, without a search or status. */
export function QueueTabs({ tab, onTab }: { tab: OfficeTab; onTab: (tab: OfficeTab) => void }) {
  return (
    <div className="tabs" role="group" aria-label="Antrean verifikasi">
      {(Object.keys(OFFICE_TABS) as OfficeTab[]).map((key) => (
        <button
          key={key}
          type="button"
          className={`tab${tab === key ? ' active' : ''}`}
          aria-pressed={tab === key}
          onClick={() => onTab(key)}
        >
          {OFFICE_TABS[key]}
        </button>
      ))}
    </div>
  );
}

/** The status a queue shows (waiting first). */
export function StatusFilter({
  status,
  onStatus,
}: {
  status: VerificationStatus;
  onStatus: (status: VerificationStatus) => void;
}) {
  return (
    <div className="office-filter">
      <label htmlFor="office-status" className="form-label">
        Status
      </label>
      <select
        id="office-status"
        className="form-input"
        value={status}
        onChange={(e) => onStatus(e.target.value as VerificationStatus)}
      >
        {VERIFICATION_STATUSES.map((s) => (
          <option key={s} value={s}>
            {VERIFICATION_STATUS_NAMES[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
