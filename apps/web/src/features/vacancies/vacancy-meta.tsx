import { formatDate, PAST_TEXT } from '@siloker/shared/format/index';
import type { VacancySummary } from '@siloker/shared/schemas/vacancies';
import { ClockIcon, MapPinIcon, WalletIcon } from '../../components/icons.tsx';
import { MetaItem } from '../../components/meta-item.tsx';
import { deadlineText, salaryText, vacancyCity } from './vacancy-format.ts';
import './vacancies.css';

/**
 * A vacancy's place, pay and deadline, one list for the card and the page: the card gives the time left
 * ("Batas lamaran: 5 hari lagi"), the page also the date and a test id for the salary.
 */
export function VacancyMeta({ vacancy, variant }: { vacancy: VacancySummary; variant: 'card' | 'page' }) {
  const city = vacancyCity(vacancy);
  const deadline = deadlineText(vacancy.expired_at);
  const page = variant === 'page';
  return (
    <ul className="meta-list">
      {city ? <MetaItem icon={MapPinIcon}>{city}</MetaItem> : null}
      <MetaItem icon={WalletIcon} testId={page ? 'vacancy-salary' : undefined}>
        {salaryText(vacancy)}
      </MetaItem>
      {deadline ? (
        <MetaItem icon={ClockIcon} className={deadline === PAST_TEXT ? 'deadline-past' : undefined}>
          {page
            ? `Batas lamaran ${formatDate(vacancy.expired_at)} (${deadline})`
            : `Batas lamaran: ${deadline}`}
        </MetaItem>
      ) : null}
    </ul>
  );
}
