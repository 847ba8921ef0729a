import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the office may write in an event's content (issue 11 item 3): headings, paragraphs, lists,
 * links, images, emphasis, quotes and simple tables. Everything else goes: scripts and styles with their
 * text, event handlers, frames and objects, and any URL but http(s) (mailto/tel on links; images only
 * http(s) or this site's /storage/). The web renders the result as HTML, so this is the one gate.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/** Tags dropped with everything inside them (their text is code or a fallback, never content). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'head',
];

const SAFE_IMAGE = /^(https?:\/\/[^\s/]+|\/storage\/)/i;
const EXTERNAL = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page's title is the only h1; an h1 in the content becomes a section heading.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const out: Record<string, string> = {};
      if (href) out.href = href;
      if (title) out.title = title;
      if (href && EXTERNAL.test(href.trim())) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      const out: Record<string, string> = {};
      // Anything but an http(s) address or this site's public storage is not an image we show.
      if (SAFE_IMAGE.test(src) && !src.includes('..')) out.src = src;
      for (const key of ['alt', 'title', 'width', 'height'] as const) {
        if (attribs[key] !== undefined) out[key] = attribs[key];
      }
      out.loading = 'lazy';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
// `loading` is set by the transform above, so it must be allowed on the way out.
(OPTIONS.allowedAttributes as Record<string, string[]>).img!.push('loading');

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the text holds any markup at all (a tag, a comment or a declaration). */
const hasMarkup = (text: string) => /<\s*[a-z!/?]/i.test(text);

/**
 * Plain text as paragraphs (blank lines) and line breaks (single newlines), so content written before
 * HTML was allowed, or typed without tags, reads as it was typed.
 */
function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/** An event's content as safe HTML: plain text becomes paragraphs, HTML keeps only the allowed parts. */
export function sanitizeEventContent(input: string): string {
  const source = hasMarkup(input) ? input : plainTextToHtml(input);
  return sanitizeHtml(source, OPTIONS).trim();
}

/** Whether sanitised HTML has anything a reader sees: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') !== '';
}
