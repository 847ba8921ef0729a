/** A company's logo, or its initials on a tinted square when it has none (cards, detail headers). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

export function CompanyLogo({
  name,
  photoUrl,
  size = 48,
}: {
  name: string;
  photoUrl?: string | null;
  size?: number;
}) {
  const style = size === 48 ? undefined : { width: size, height: size, fontSize: size / 2.6 };
  return photoUrl ? (
    <img
      className="company-logo"
      src={photoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={style}
    />
  ) : (
    <span className="company-logo company-logo-initials" aria-hidden="true" style={style}>
      {initials(name)}
    </span>
  );
}
