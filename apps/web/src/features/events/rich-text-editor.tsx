/**
 * The office's editor of an event's text (issue 17 item 11, docs/decisions/085): Tiptap with only what
 * the server's sanitiser (apps/server/src/lib/sanitize.ts) keeps: section headings (h2, h3), paragraphs,
 * bold, italic, bullet and numbered lists, quotes and links. Its HTML goes to the server as the
 * content field. Loaded with React.lazy from the event form only, so no public page carries it.
 */
import { useState, type FormEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { POST_EDITOR_LABELS as L } from '@siloker/shared/schemas/events-constants';
import { fieldDescribedBy, FieldMessages, type ValueFieldProps } from '../../components/form/field-frame.tsx';
import './rich-text-editor.css';

/** Link addresses the sanitiser keeps (lib/sanitize.ts allowedSchemes). */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i;

/**
 * The extensions: StarterKit without what the sanitiser would drop (code, code blocks) or what an
 * event does not need (strike, underline, rule), headings h2–h3 (the page's title is the h1).
 */
export const EVENT_EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      isAllowedUri: (url) => LINK.test(url.trim()),
      // The sanitiser sets target and rel on external links itself; the editor writes the address only.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/**
 * The editor's HTML for the content field: '' when nothing was written (the field is required), and
 * without the empty paragraph the editor keeps after a last list or quote so the cursor can leave it.
 */
export const editorHtml = (editor: Editor): string =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');

type Props = ValueFieldProps & { className?: string; disabled?: boolean };

export default function RichTextEditor({
  id,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  disabled,
}: Props) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions: EVENT_EDITOR_EXTENSIONS,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(fieldDescribedBy({ id, hint, error, errorId })
          ? { 'aria-describedby': fieldDescribedBy({ id, hint, error, errorId })! }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'form-input rte-content',
        'data-testid': 'event-editor',
      },
    },
    onUpdate: ({ editor: e }) => onValueChange(editorHtml(e)),
  });

  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-label" id={labelId} htmlFor={id} onClick={() => editor?.commands.focus()}>
        {label}
      </label>
      <div className="rte">
        {editor ? <Toolbar editor={editor} controls={id} /> : null}
        <EditorContent editor={editor} />
      </div>
      <FieldMessages id={id} hint={hint} error={error} errorId={errorId} />
    </div>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const toggle = (label: string, active: boolean, run: () => void, mark: string) => (
    <button
      type="button"
      className="rte-button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      aria-controls={controls}
      onClick={run}
    >
      <span aria-hidden="true">{mark}</span>
    </button>
  );

  return (
    <>
      <div className="rte-toolbar" role="toolbar" aria-label={L.toolbar} aria-controls={controls}>
        {toggle(L.bold, state.bold, () => chain().toggleBold().run(), 'B')}
        {toggle(L.italic, state.italic, () => chain().toggleItalic().run(), 'I')}
        {toggle(L.heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {toggle(L.heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {toggle(L.bulletList, state.bullet, () => chain().toggleBulletList().run(), '•')}
        {toggle(L.orderedList, state.ordered, () => chain().toggleOrderedList().run(), '1.')}
        {toggle(L.blockquote, state.quote, () => chain().toggleBlockquote().run(), '❝')}
        {toggle(L.link, state.link || linking, () => setLinking((v) => !v), '🔗')}
        {state.link
          ? toggle(L.unlink, false, () => chain().extendMarkRange('link').unsetLink().run(), '⛓̸')
          : null}
        <button
          type="button"
          className="rte-button"
          aria-label={L.undo}
          title={L.undo}
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          className="rte-button"
          aria-label={L.redo}
          title={L.redo}
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      {linking ? (
        <LinkForm
          id={`${controls}-link`}
          initial={(editor.getAttributes('link').href as string | undefined) ?? 'https://'}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            chain().run();
          }}
        />
      ) : null}
    </>
  );
}

/** The address of a link: checked against what the sanitiser keeps before it is set. */
function LinkForm({
  id,
  initial,
  onApply,
  onCancel,
}: {
  id: string;
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // A <form> cannot sit inside the event form; Enter and the button both apply.
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const url = href.trim();
    if (!LINK.test(url)) {
      setError(L.badLink);
      return;
    }
    onApply(url);
  };
  return (
    <div className={`rte-link form-field${error ? ' has-error' : ''}`}>
      <label className="form-label" htmlFor={id}>
        {L.linkUrl}
      </label>
      <div className="rte-link-row">
        <input
          id={id}
          className="form-input"
          type="url"
          inputMode="url"
          value={href}
          autoFocus
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply(e);
            if (e.key === 'Escape') onCancel();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className="btn btn-primary btn-sm" onClick={() => apply()}>
          {L.linkApply}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={onCancel}>
          {L.linkCancel}
        </button>
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
