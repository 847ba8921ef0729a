import { ClockIcon, MapPinIcon } from '../../components/icons.tsx';

/**
 * An event's time and place as items of a `.meta-list`, each with its icon and a label for screen
 * readers: the card, the detail and 'Acara Diikuti' all show them so.
 */
export function PostWhenWhere({ schedule, location }: { schedule: string | null; location: string | null }) {
  return (
    <>
      {schedule ? (
        <li>
          <ClockIcon />
          <span>
            <span className="sr-only">Waktu: </span>
            {schedule}
          </span>
        </li>
      ) : null}
      {location ? (
        <li>
          <MapPinIcon />
          <span>
            <span className="sr-only">Tempat: </span>
            {location}
          </span>
        </li>
      ) : null}
    </>
  );
}
