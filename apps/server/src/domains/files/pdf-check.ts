import zlib from 'node:zlib';

/**
 * Finds what makes a PDF act rather than show (docs/decisions/074): JavaScript, launching programs,
 * embedded files, form submission, XFA, rich media. It reads the PDF's names the way a reader does:
 * `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), and the objects inside compressed object
 * streams (`/Type /ObjStm`, FlateDecode) inflated before they are read. What it cannot read with
 * certainty (an encrypted or unknown-filter object stream, a damaged one, an inflation bomb) is
 * refused rather than passed.
 */
export type PdfVerdict = 'ok' | 'active' | 'unreadable' | 'trailing-data';

/** Names that start code, other programs, other files or network submissions, in any dictionary. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
]);
/**
 * The long ones, also looked for in every stream's bytes: a reader that rebuilds a damaged cross-reference
 * table finds objects hidden in stream data, and a chance match in binary data is all but impossible.
 */
const LONG_ACTIVE_NAMES = new Set([...ACTIVE_NAMES].filter((n) => n.length >= 5));

/** Inflated bytes of one PDF, all streams together: past this it is a bomb, not a certificate. */
export const PDF_INFLATE_MAX_BYTES = 64 * 1024 * 1024;

/** A PDF name token: `/` then regular characters (PDF 32000-1 §7.2.2, §7.3.5). */
const NAME = /\/((?:[^\s()<>[\]{}/%\0]|#[0-9A-Fa-f]{2})*)/g;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every name in `text` (latin1), decoded. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(NAME)) names.push(decodeName(m[1]!));
  return names;
}

const hasAny = (text: string, set: ReadonlySet<string>) => namesIn(text).some((n) => set.has(n));

interface Stream {
  /** The dictionary before `stream`, as text. */
  dict: string;
  start: number;
  end: number;
}

/**
 * The streams of a file: each `stream` keyword after a dictionary, up to the first `endstream` after
 * it. A stream whose data holds the word `endstream` is cut short here, which only makes more bytes
 * read as objects (a stricter check), never fewer.
 */
function findStreams(text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = /stream(?:\r\n|\n|\r)/g;
  let from = 0;
  for (;;) {
    keyword.lastIndex = from;
    const m = keyword.exec(text);
    if (!m) break;
    const at = m.index;
    const start = at + m[0].length;
    // `endstream` also ends with "stream". Any other `stream` keyword opens data, even one a comment
    // separates from its dictionary, as readers allow.
    if (text.slice(at - 3, at) === 'end') {
      from = start;
      continue;
    }
    const dictStart = text.lastIndexOf('obj', at);
    const dict = text.slice(dictStart < 0 ? Math.max(0, at - 4096) : dictStart, at);
    const found = text.indexOf('endstream', start);
    const end = found < 0 ? text.length : found;
    streams.push({ dict, start, end });
    from = end;
  }
  return streams;
}

/** The value names of `key` in a stream dictionary (`/Filter /FlateDecode` or `/Filter [/A /B]`). */
function valueNames(dict: string, key: string): string[] {
  const names = [...dict.matchAll(NAME)].map((m) => ({
    name: decodeName(m[1]!),
    end: m.index + m[0].length,
  }));
  const i = names.findIndex((n) => n.name === key);
  if (i < 0) return [];
  const after = dict.slice(names[i]!.end).trimStart();
  if (after.startsWith('[')) return namesIn(after.slice(0, after.indexOf(']') + 1 || undefined));
  return after.startsWith('/') ? [names[i + 1]!.name] : [];
}

/** Inflated bytes, 'bomb' past the budget, 'damaged' for data zlib cannot read. */
function inflate(bytes: Buffer, budget: number): Buffer | 'bomb' | 'damaged' {
  if (budget <= 0) return 'bomb';
  try {
    // Z_SYNC_FLUSH: a stream cut short still gives what it holds, as a reader shows it.
    return zlib.inflateSync(bytes, { maxOutputLength: budget, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'bomb' : 'damaged';
  }
}

/** Checks one PDF's bytes (at most DOCUMENT_MAX_BYTES, already recognised as a PDF by its header). */
export function checkPdf(bytes: Buffer): PdfVerdict {
  const text = bytes.toString('latin1');

  // A second file glued after the last %%EOF (a zip, an HTML page) is a polyglot.
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0) return 'unreadable';
  if (!/^[\s\0]*$/.test(text.slice(eof + 5))) return 'trailing-data';

  const streams = findStreams(text);
  // The bytes outside streams: every dictionary of an uncompressed file.
  let outside = '';
  let at = 0;
  for (const s of streams) {
    outside += text.slice(at, s.start);
    at = s.end;
  }
  outside += text.slice(at);
  if (hasAny(outside, ACTIVE_NAMES)) return 'active';
  if (hasAny(text, LONG_ACTIVE_NAMES)) return 'active';

  const encrypted = namesIn(outside).includes('Encrypt');
  let inflated = 0;
  for (const s of streams) {
    const type = valueNames(s.dict, 'Type');
    const isObjectStream = type.includes('ObjStm');
    const filters = valueNames(s.dict, 'Filter');
    if (isObjectStream) {
      // Objects are read from an object stream only through filters this check also reads.
      if (encrypted) return 'unreadable';
      if (filters.some((f) => f !== 'FlateDecode' && f !== 'Fl')) return 'unreadable';
      const predictor = /\/Predictor\s+(\d+)/.exec(s.dict);
      if (predictor && Number(predictor[1]) > 1) return 'unreadable';
    }
    if (valueNames(s.dict, 'Subtype').includes('Image')) continue;
    let data = bytes.subarray(s.start, s.end);
    if (filters.length > 0) {
      if (!filters.every((f) => f === 'FlateDecode' || f === 'Fl')) continue;
      let out: Buffer | 'bomb' | 'damaged' = data;
      for (let i = 0; i < filters.length && typeof out !== 'string'; i++) {
        out = inflate(out, PDF_INFLATE_MAX_BYTES - inflated);
      }
      if (out === 'bomb') return 'unreadable';
      if (out === 'damaged') {
        // A damaged content stream only shows less; a damaged object stream hides its objects.
        if (isObjectStream) return 'unreadable';
        continue;
      }
      inflated += out.length;
      data = out;
    }
    const decoded = data.toString('latin1');
    if (hasAny(decoded, isObjectStream ? ACTIVE_NAMES : LONG_ACTIVE_NAMES)) return 'active';
  }
  return 'ok';
}
