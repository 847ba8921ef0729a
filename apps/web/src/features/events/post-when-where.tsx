import { ClockIcon, MapPinIcon } from '../../components/icons.tsx';
import { MetaItem } from '../../components/meta-item.tsx';

/**
 * An event's time and place as items of a `.meta-list`, each with its icon and a label for screen
 * readers: the card, the detail and 'Acara Diikuti' all show them so.
 */
export function PostWhenWhere({ schedule, location }: { schedule: string | null; location: string | null }) {
  return (
    <>
      {schedule ? (
        <MetaItem icon={ClockIcon}>
          <span className="sr-only">Waktu: </span>
          {schedule}
        </MetaItem>
      ) : null}
      {location ? (
        <MetaItem icon={MapPinIcon}>
          <span className="sr-only">Tempat: </span>
          {location}
        </MetaItem>
      ) : null}
    </>
  );
}
