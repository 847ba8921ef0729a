import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf, PDF_INFLATE_MAX_BYTES } from './pdf-check.ts';

/** A PDF of the given objects (bodies without `n 0 obj`), with a catalog as object 1. */
function pdf(objects: (string | Buffer)[], trailer = '<< /Root 1 0 R >>', tail = '\n'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((body, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body as never), Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from(`trailer\n${trailer}\n%%EOF${tail}`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries and data. */
const stream = (entries: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** An object stream holding `objects` (numbered from 10), compressed with FlateDecode. */
function objectStream(objects: string[], extra = '', compress = true) {
  let offsets = '';
  let body = '';
  objects.forEach((o, i) => {
    offsets += `${10 + i} ${body.length} `;
    body += `${o}\n`;
  });
  const raw = Buffer.from(offsets + body);
  const data = compress ? zlib.deflateSync(raw) : raw;
  return stream(
    `/Type /ObjStm /N ${objects.length} /First ${offsets.length}${compress ? ' /Filter /FlateDecode' : ''} ${extra}`,
    data,
  );
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [] /Count 0 >>';

describe('checkPdf', () => {
  it('passes a plain document with text, links and a compressed content stream', () => {
    const content = zlib.deflateSync(Buffer.from('BT /F1 12 Tf (Sertifikat Pelatihan) Tj ET'));
    const file = pdf([
      CATALOG,
      PAGES,
      stream('/Filter /FlateDecode', content),
      '<< /Type /Annot /Subtype /Link /A << /S /URI /URI (https://example.org) >> >>',
      // Opening at page 1 is an action too, and a harmless one.
      '<< /OpenAction [3 0 R /Fit] >>',
    ]);
    expect(checkPdf(file)).toBe('ok');
  });

  it('passes an object stream of harmless objects and a binary image that happens to hold /JS', () => {
    const image = Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from('/JS '), Buffer.alloc(50, 7)]);
    const file = pdf([
      CATALOG,
      PAGES,
      objectStream(['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>']),
      stream('/Type /XObject /Subtype /Image /Width 1 /Height 1', image),
    ]);
    expect(checkPdf(file)).toBe('ok');
  });

  it('refuses an /OpenAction that runs JavaScript', () => {
    const file = pdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      PAGES,
    ]);
    expect(checkPdf(file)).toBe('active');
  });

  it('refuses hex-escaped names: /J#61vaScript and /J#53', () => {
    expect(checkPdf(pdf([`<< /OpenAction << /S /J#61vaScript /JS (x) >> >>`]))).toBe('active');
    expect(checkPdf(pdf([`<< /AA << /O << /#4a#53 (x) >> >> >>`]))).toBe('active');
  });

  it.each([
    ['Launch', '<< /OpenAction << /S /Launch /F (cmd.exe) >> >>'],
    ['EmbeddedFiles', '<< /Names << /EmbeddedFiles << /Names [(a.exe) 3 0 R] >> >> >>'],
    ['EmbeddedFile', '<< /Type /EmbeddedFile >>'],
    ['RichMedia', '<< /Type /Annot /Subtype /RichMedia >>'],
    ['XFA', '<< /AcroForm << /XFA 5 0 R >> >>'],
    ['SubmitForm', '<< /A << /S /SubmitForm /F (https://evil.test) >> >>'],
    ['GoToR', '<< /A << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) >> >>'],
  ])('refuses /%s', (_name, body) => {
    expect(checkPdf(pdf([body]))).toBe('active');
  });

  it('refuses JavaScript inside a compressed object stream, even when its names are escaped', () => {
    const plain = pdf([CATALOG, PAGES, objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>'])]);
    expect(checkPdf(plain)).toBe('active');
    // Only /JS, hex-escaped, inside compressed data: found after inflating.
    const hidden = pdf([CATALOG, PAGES, objectStream(['<< /#4AS (app.alert(1)) >>'])]);
    expect(checkPdf(hidden)).toBe('active');
    // The filter name escaped too: /Fl#61teDecode is FlateDecode.
    const escapedFilter = Buffer.from(
      hidden.toString('latin1').replace('/Filter /FlateDecode', '/Filter /Fl#61teDecode'),
      'latin1',
    );
    expect(checkPdf(escapedFilter)).toBe('active');
  });

  it('finds /JS in an uncompressed object stream', () => {
    expect(checkPdf(pdf([CATALOG, objectStream(['<< /JS (x) >>'], '', false)]))).toBe('active');
  });

  it('refuses what it cannot read: an object stream behind another filter, a predictor, encryption, damage', () => {
    const other = pdf([CATALOG, objectStream(['<< /A 1 >>'], '/Filter /ASCIIHexDecode', false)]);
    expect(checkPdf(other)).toBe('unreadable');
    const predictor = pdf([CATALOG, objectStream(['<< /A 1 >>'], '/DecodeParms << /Predictor 12 >>')]);
    expect(checkPdf(predictor)).toBe('unreadable');
    const encrypted = pdf([CATALOG, objectStream(['<< /A 1 >>'])], '<< /Root 1 0 R /Encrypt 3 0 R >>');
    expect(checkPdf(encrypted)).toBe('unreadable');
    const damaged = pdf([
      CATALOG,
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('xx')),
    ]);
    expect(checkPdf(damaged)).toBe('unreadable');
    expect(checkPdf(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n'))).toBe('unreadable');
  });

  it('refuses an inflation bomb instead of inflating it all', () => {
    const bomb = zlib.deflateSync(Buffer.alloc(PDF_INFLATE_MAX_BYTES + 1024));
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(checkPdf(pdf([CATALOG, stream('/Filter /FlateDecode', bomb)]))).toBe('unreadable');
  });

  it('refuses a second file glued after %%EOF (a PDF/zip or PDF/HTML polyglot), not trailing whitespace', () => {
    expect(checkPdf(pdf([CATALOG], undefined, '\n<html><script>alert(1)</script></html>'))).toBe(
      'trailing-data',
    );
    expect(checkPdf(pdf([CATALOG], undefined, '\nPK\x03\x04\x14\x00'))).toBe('trailing-data');
    expect(checkPdf(pdf([CATALOG], undefined, '\r\n\0\0 \n'))).toBe('ok');
  });

  it('finds a JavaScript action hidden in stream data, where a reader rebuilding the xref would find it', () => {
    const hidden = Buffer.from('9 0 obj << /S /JavaScript /JS (x) >> endobj');
    expect(checkPdf(pdf([CATALOG, stream('', hidden)]))).toBe('active');
  });
});
