import './seekers.css';

/** Up to two initials of a name ('Siti Rahmawati' → 'SR'). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/** A seeker's photo, or their initials when there is none; decorative (the name is always next to it). */
export function SeekerAvatar({
  name,
  photoUrl,
  size,
}: {
  name: string;
  photoUrl: string | null;
  size: number;
}) {
  return photoUrl ? (
    <img className="seekers-avatar" src={photoUrl} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span
      className="seekers-avatar seekers-avatar-initials"
      style={{ width: size, height: size, fontSize: size * 0.36 }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
