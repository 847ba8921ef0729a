/**
 * One Intl.DateTimeFormat per locale and options. Building one costs far more than formatting with it
 * (tens of microseconds; on a phone a card list's dates were a fifth of its hydration), and a page or
 * a rendered list formats many dates with a handful of option sets.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // The option sets are literals of a few callers and the zones the portal's: the map stays small.
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
