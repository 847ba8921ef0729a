import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeEventContent } from './sanitize.ts';

const clean = sanitizeEventContent;

describe('sanitizeEventContent: event content the office writes', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and tables as written', () => {
    const html =
      '<h2>Jadwal</h2><p>Datang <strong>pukul 08.00</strong>, <em>bawa CV</em>.</p>' +
      '<ul><li>KTP</li><li>AK/1</li></ul><ol><li>Daftar</li></ol><blockquote>Gratis</blockquote>' +
      '<table><thead><tr><th scope="col">Sesi</th></tr></thead><tbody><tr><td colspan="2">Pagi</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('turns an h1 into an h2: the page title is the only h1', () => {
    expect(clean('<h1>Judul</h1>')).toBe('<h2>Judul</h2>');
  });

  it('turns plain text into paragraphs and line breaks, escaping what looks like code', () => {
    expect(clean('Baris satu\nbaris dua\n\nParagraf 3 & 4 > 2')).toBe(
      '<p>Baris satu<br />baris dua</p>\n<p>Paragraf 3 &amp; 4 &gt; 2</p>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//xss.rocks/xss.js></SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    [
      '<img src="https://a.test/x.png" onerror="alert(1)">',
      '<img src="https://a.test/x.png" loading="lazy" />',
    ],
    ['<p onclick="alert(1)" onmouseover="alert(2)">ok</p>', '<p>ok</p>'],
    ['<svg onload=alert(1)><circle /></svg><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<math><mtext><img src=x onerror=alert(1)></mtext></math><p>ok</p>', '<p>ok</p>'],
    ['<body onload=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.test"><input name="x"></form><p>ok</p>', '<p>ok</p>'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.test"><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.test/"><p>ok</p>', '<p>ok</p>'],
    ['<!--<img src=x onerror=alert(1)>--><p>ok</p>', '<p>ok</p>'],
  ])('strips %s', (payload, expected) => {
    expect(clean(payload)).toBe(expected);
  });

  it.each([
    '<a href="javascript:alert(1)">klik</a>',
    '<a href="JaVaScRiPt:alert(1)">klik</a>',
    '<a href="java&#x09;script:alert(1)">klik</a>',
    '<a href="&#106;avascript:alert(1)">klik</a>',
    '<a href=" javascript:alert(1)">klik</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
    '<a href="vbscript:msgbox(1)">klik</a>',
  ])('keeps the text of a link but not its unsafe address: %s', (payload) => {
    expect(clean(payload)).toBe('<a>klik</a>');
  });

  it.each([
    '<img src="javascript:alert(1)">',
    '<img src="data:image/png;base64,iVBORw0KGgo=">',
    '<img src="//evil.test/x.png">',
    '<img src="/api/v1/files/ktp/abc.pdf">',
    '<img src="/storage/../api/v1/files/x">',
    '<img src="ftp://a.test/x.png">',
  ])('drops an image whose address is not http(s) or /storage/: %s', (payload) => {
    expect(clean(payload)).toBe('');
  });

  it("keeps images from http(s) and this site's storage, lazily loaded, with their alt text", () => {
    expect(clean('<img src="/storage/poster/abc.png" alt="Poster">')).toBe(
      '<img src="/storage/poster/abc.png" alt="Poster" loading="lazy" />',
    );
    expect(clean('<img src="https://cdn.test/a.jpg" alt="">')).toBe(
      '<img src="https://cdn.test/a.jpg" alt="" loading="lazy" />',
    );
  });

  it('marks external links noopener noreferrer nofollow in a new tab, and leaves internal ones alone', () => {
    expect(clean('<a href="https://kemnaker.go.id" target="_self" rel="opener">Kemnaker</a>')).toBe(
      '<a href="https://kemnaker.go.id" target="_blank" rel="noopener noreferrer nofollow">Kemnaker</a>',
    );
    expect(clean('<a href="/lowongan-kerja" target="_blank">Lowongan</a>')).toBe(
      '<a href="/lowongan-kerja">Lowongan</a>',
    );
    expect(clean('<a href="mailto:disnaker@samarinda.go.id">Surel</a>')).toBe(
      '<a href="mailto:disnaker@samarinda.go.id">Surel</a>',
    );
  });

  it('tells content with something to read from content that was only code', () => {
    expect(hasVisibleContent(clean('<script>alert(1)</script>'))).toBe(false);
    expect(hasVisibleContent(clean('<p> </p>'))).toBe(false);
    expect(hasVisibleContent(clean('<p>Acara</p>'))).toBe(true);
    expect(hasVisibleContent(clean('<img src="https://a.test/x.png">'))).toBe(true);
  });
});
