/**
 * CSV for the office's exports (event participants, statistics): RFC 4180 quoting, CRLF line ends and
 * a UTF-8 byte-order mark so Excel, which the office opens them in, reads the Indonesian text right.
 * A cell starting with = + - @ gets a leading apostrophe so a spreadsheet never runs it as a formula.
 */
export type CsvCell = string | number | boolean | null | undefined | Date;

function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) return `'${text}`;
  return text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map((h) => quote(h)).join(',')];
  for (const row of rows) lines.push(row.map((cell) => quote(cellText(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The Content-Disposition value of a download named `name` (ASCII only, no quotes to escape). */
export function csvAttachment(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `attachment; filename="${safe}.csv"`;
}
