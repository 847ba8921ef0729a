import { MESSAGES } from '@siloker/shared/messages';
import { StatusCard } from '../../components/status-card.tsx';

export interface ServiceUnavailableProps {
  /** Asks again (the failed queries, or the whole page). */
  onRetry: () => unknown;
  /** A retry is under way. */
  checking?: boolean;
}

/**
 * The service is down for now (the API answered 503, or could not be reached): said in full, with a
 * retry, instead of an empty page or a dialog per failed request (docs/decisions/093).
 */
export function ServiceUnavailable({ onRetry, checking = false }: ServiceUnavailableProps) {
  return (
    <section className="container page-section">
      <StatusCard
        alert
        code="503"
        title={MESSAGES.serviceUnavailableTitle}
        lead={MESSAGES.serviceUnavailable}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            disabled={checking}
            aria-busy={checking}
            onClick={() => void onRetry()}
          >
            {checking ? MESSAGES.serviceUnavailableChecking : MESSAGES.serviceUnavailableRetry}
          </button>
        }
      >
        <p className="muted">{MESSAGES.serviceUnavailableHint}</p>
      </StatusCard>
    </section>
  );
}
