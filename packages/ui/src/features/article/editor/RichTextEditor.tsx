import { Image as ImageNode } from '@tiptap/extension-image';
import { Table, TableKit } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import {
  EditorContent,
  mergeAttributes,
  useEditor,
  useEditorState,
  type ChainedCommands,
  type Editor,
  type UseEditorOptions,
} from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import type { EditorView } from '@tiptap/pm/view';
import type { MessageKey } from '@spw/i18n';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../../components/Button.tsx';
import { IMAGE_ACCEPT, checkFiles, prepareImage } from '../../../components/upload-rules.ts';
import { cn } from '../../../lib/cn.ts';
import { useT, type MessageValues } from '../../../lib/intl.tsx';
import { cleanPastedHtml, linkFromInput } from './paste-clean.ts';
import { countWords } from './word-count.ts';
import '../../../components/Field.css';
import './editor.css';

export interface RichTextEditorProps {
  /** The HTML the editor starts from; read when it mounts (a new `key` starts it again). */
  initialHtml: string;
  /** Every change: the HTML (editor.getHTML(), '' when the document is empty) and its word count (countWords of the text). */
  onChange: (html: string, words: number) => void;
  /** Sends one picture already checked and compressed; resolves with its URL, rejects with an Error whose message is shown. */
  onUploadImage: (file: File) => Promise<string>;
  /** The field's name, the editing area's accessible name (aria-label). */
  label: string;
  placeholder?: string;
  /** id of an element describing the field (an error message) — set as aria-describedby on the editing area. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** The editing area's id: `document.getElementById(id)?.focus()` puts the cursor in it (a form's first error, say). */
  id?: string;
  className?: string;
  /** The language the text is written in (BCP 47): read aloud and spell-checked as such. */
  lang?: string;
}

/** A message under the toolbar: a catalogue message, or the text of the upload's Error. */
type Problem = { id: MessageKey; values?: MessageValues } | { text: string };

/** What the editing area says about itself, read by ProseMirror on every update. */
interface AreaAttributes {
  label: string;
  placeholder: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  id: string;
  lang: string | undefined;
}

/**
 * The table as the server keeps it: <table><tbody><tr><th|td>, without the <colgroup> and the
 * min-width style Tiptap writes for column resizing (which is off).
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
});

/** Pictures always carry an alt: '' (decorative) until the writer gives one, never none at all. */
const ArticleImage = ImageNode.extend({
  addAttributes() {
    return { ...this.parent?.(), alt: { default: '' } };
  },
});

/** Links the editor makes or keeps: http(s), mailto, and the site's own root-relative paths. */
const isAllowedLink = (url: string) => /^\/(?!\/)/.test(url.trim()) || linkFromInput(url) !== null;

function editorExtensions(placeholder: () => string) {
  return [
    StarterKit.configure({
      codeBlock: false,
      code: false,
      heading: { levels: [2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: [],
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => linkFromInput(url) !== null,
      },
    }),
    ArticleImage.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: false }),
    PlainTable.configure({ resizable: false }),
    Placeholder.configure({ placeholder }),
  ];
}

const altOf = (name: string) => name.replace(/\.[^.]+$/, '');

/** The toolbar's state, read from the editor on each transaction (re-renders only when it changes). */
function selectToolbar({ editor }: { editor: Editor }) {
  return {
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/* ---------- Icons (20 px, stroked in the text colour). ---------- */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="spw-editor__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const ICONS = {
  paragraph: (
    <Icon>
      <path d="M13 4v16M17 4v16M19 4h-8.5a4.5 4.5 0 0 0 0 9H13" />
    </Icon>
  ),
  bulletList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="12" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="18" r="1.3" fill="currentColor" stroke="none" />
    </Icon>
  ),
  orderedList: (
    <Icon>
      <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 3.5v5M4 8.5h3M3.8 11.8a1.4 1.4 0 0 1 2.6.7c0 .8-2.6 2.3-2.6 3h2.8" />
    </Icon>
  ),
  quote: (
    <Icon>
      <path d="M5 17c2.2-.8 3.5-2.7 3.5-5.5V7H4.5v4.5h4M14 17c2.2-.8 3.5-2.7 3.5-5.5V7h-4v4.5h4" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
  image: (
    <Icon>
      <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4 17 5-4.5 3.5 3 2.5-2 5 4" />
    </Icon>
  ),
  table: (
    <Icon>
      <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
      <path d="M3.5 10h17M3.5 14.5h17M9.5 5v14M15 5v14" />
    </Icon>
  ),
  undo: (
    <Icon>
      <path d="M9 13.5 4.5 9 9 4.5M4.5 9H14a5.5 5.5 0 0 1 0 11h-3" />
    </Icon>
  ),
  // Headings as drawn letters: a text 'H2' would be visible text missing from the button's name.
  h2: (
    <Icon>
      <path d="M3.5 6v12M11.5 6v12M3.5 12h8M14.5 13.2a2.2 2.2 0 0 1 4.3.6c0 1.6-4.3 2.8-4.3 4.2h4.6" />
    </Icon>
  ),
  h3: (
    <Icon>
      <path d="M3.5 6v12M11.5 6v12M3.5 12h8M14.8 11.5h3.9l-2.3 2.6a2.1 2.1 0 1 1-1.9 3.2" />
    </Icon>
  ),
  redo: (
    <Icon>
      <path d="M15 13.5 19.5 9 15 4.5M19.5 9H10a5.5 5.5 0 0 0 0 11h3" />
    </Icon>
  ),
} satisfies Record<string, ReactNode>;

/** A letter drawn as the mark it stands for (B, I, U, S) or a heading level (H2, H3). */
const glyph = (text: string, style: string) => (
  <span className={cn('spw-editor__glyph', `spw-editor__glyph--${style}`)} aria-hidden="true">
    {text}
  </span>
);

interface Tool {
  key: string;
  label: MessageKey;
  content: ReactNode;
  run: () => void;
  /** A toggle: aria-pressed. */
  pressed?: boolean;
  disabled?: boolean;
  /** Drawn with its name as text (the table tools). */
  text?: boolean;
  /** Starts a new group (a divider before it). */
  group?: boolean;
  expanded?: boolean;
  controls?: string;
}

/**
 * The article editor: Tiptap with the site's formatting (headings 2 and 3, bold, italic,
 * underline, strike, lists, quotes, links, pictures, tables), a toolbar, a link form, picture
 * upload (choose, paste or drop), Word and WeChat paste cleaning, and a live word count counted
 * the Chinese way. The document is owned by the editor: `initialHtml` is read once, every change
 * goes out through `onChange` (held back while an input method is composing Chinese).
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  onUploadImage,
  label,
  placeholder,
  describedBy,
  invalid = false,
  disabled = false,
  id,
  className,
  lang,
}: RichTextEditorProps) {
  const t = useT();
  const autoId = useId();
  const baseId = id ?? `editor-${autoId.replace(/[^\w-]/g, '')}`;
  const areaId = id ?? `${baseId}-area`;
  const linkFormId = `${baseId}-link`;
  const linkInputId = `${baseId}-link-url`;
  const linkErrorId = `${baseId}-link-error`;

  const latest = useRef({ onChange, onUploadImage });
  useEffect(() => {
    latest.current = { onChange, onUploadImage };
  });

  const placeholderText = placeholder ?? t('article.editor.placeholder');
  const area = useRef<AreaAttributes>({ label, placeholder: placeholderText, describedBy, invalid, disabled, id: areaId, lang });
  const editorRef = useRef<Editor | null>(null);
  /** A change made while composing, not yet reported. */
  const pending = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const handlers = useRef({
    paste: (_event: ClipboardEvent): boolean => false,
    drop: (_view: EditorView, _event: DragEvent): boolean => false,
  });

  /** The count since the last change; before any, the count of `initialHtml`. */
  const [words, setWords] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [uploads, setUploads] = useState(0);
  const [link, setLink] = useState<{ value: string; error: MessageKey | null } | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);

  // The options are made once: the same objects on every render, so useEditor never re-applies them
  // to the view (which would disturb an input method mid-composition).
  const [options] = useState<UseEditorOptions>(() => {
    const report = (editor: Editor) => {
      pending.current = false;
      const count = countWords(editor.getText());
      setWords(count);
      latest.current.onChange(editor.isEmpty ? '' : editor.getHTML(), count);
    };
    return {
      extensions: editorExtensions(() => area.current.placeholder),
      content: initialHtml,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: () => {
          const {
            label: name,
            placeholder: hint,
            describedBy: description,
            invalid: wrong,
            disabled: off,
            id: ownId,
            lang: written,
          } = area.current;
          return {
            id: ownId,
            ...(written ? { lang: written } : {}),
            'aria-label': name,
            'aria-multiline': 'true',
            'aria-placeholder': hint,
            ...(description ? { 'aria-describedby': description } : {}),
            ...(wrong ? { 'aria-invalid': 'true' } : {}),
            ...(off ? { 'aria-disabled': 'true' } : {}),
          };
        },
        transformPastedHTML: (html) => cleanPastedHtml(html),
        handlePaste: (_view, event) => handlers.current.paste(event),
        handleDrop: (view, event, _slice, moved) => !moved && handlers.current.drop(view, event),
        handleDOMEvents: {
          // ProseMirror ends the composition after this handler: report the held change then, unless
          // the end's own transaction (if any) already did.
          compositionend: () => {
            window.setTimeout(() => {
              const editor = editorRef.current;
              if (editor && !editor.isDestroyed && pending.current && !editor.view.composing) report(editor);
            }, 0);
            return false;
          },
        },
      },
      onUpdate: ({ editor }) => {
        if (editor.view.composing) pending.current = true;
        else report(editor);
      },
      onTransaction: ({ editor, transaction }) => {
        // A transaction that changes no text (the selection moving after composing) reports what was held.
        if (pending.current && !editor.view.composing && (!transaction.docChanged || transaction.getMeta('preventUpdate'))) report(editor);
      },
    };
  });
  const editor = useEditor(options);
  editorRef.current = editor;
  const [initialWords] = useState(() => countWords(editor.getText()));

  const state = useEditorState({ editor, selector: selectToolbar });

  // Label, description, validity and placeholder reach the editing area without touching its content.
  useLayoutEffect(() => {
    area.current = { label, placeholder: placeholderText, describedBy, invalid, disabled, id: areaId, lang };
    if (!editor.isDestroyed && editor.isInitialized && !editor.view.composing) editor.view.updateState(editor.view.state);
  }, [editor, label, placeholderText, describedBy, invalid, disabled, areaId, lang]);

  useLayoutEffect(() => {
    if (!editor.isDestroyed && editor.options.editable === disabled) editor.setEditable(!disabled, false);
    if (disabled) setLink(null);
  }, [editor, disabled]);

  /** One picture: checked, compressed if large, sent, then put where the cursor is. */
  async function takeImage(file: File) {
    const { accepted, message } = checkFiles([file], { max: 1, accept: IMAGE_ACCEPT, existing: 0 });
    const chosen = accepted[0];
    if (message || !chosen) {
      setProblem(message ?? { id: 'upload.imageOnly' });
      return;
    }
    setProblem(null);
    setUploads((count) => count + 1);
    try {
      const prepared = await prepareImage(chosen);
      if (!prepared.ok) {
        setProblem(prepared.message);
        return;
      }
      const url = await latest.current.onUploadImage(prepared.file);
      if (editor.isDestroyed) return;
      const chain = editor.chain();
      // Back to the editor only if the writer is still in it (not on to the title, say).
      if (rootRef.current?.contains(document.activeElement)) chain.focus();
      chain.setImage({ src: url, alt: altOf(file.name) }).run();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? { text: error.message } : { id: 'article.editor.uploadFailed' });
    } finally {
      setUploads((count) => count - 1);
    }
  }

  async function takeFiles(files: File[]) {
    if (disabled) return;
    for (const file of files) await takeImage(file);
  }

  useEffect(() => {
    handlers.current = {
      paste: (event) => {
        const data = event.clipboardData;
        const files = data ? Array.from(data.files) : [];
        // Word and Excel put a picture of the copied text beside it: the text wins.
        if (!data || files.length === 0 || data.getData('text/plain').trim()) return false;
        event.preventDefault();
        void takeFiles(files);
        return true;
      },
      drop: (view, event) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) editor.commands.setTextSelection(at.pos);
        void takeFiles(files);
        return true;
      },
    };
  });

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same picture again is a change too.
    event.target.value = '';
    void takeFiles(files);
  }

  /* ---------- The link form. ---------- */

  const linkInputRef = useRef<HTMLInputElement>(null);
  const linkOpen = link !== null;
  useEffect(() => {
    if (linkOpen) linkInputRef.current?.focus();
  }, [linkOpen]);

  function openLink() {
    if (link) {
      closeLink();
      return;
    }
    const href: unknown = editor.getAttributes('link').href;
    setLink({ value: typeof href === 'string' ? href : '', error: null });
  }

  function closeLink() {
    setLink(null);
    editor.commands.focus();
  }

  function applyLink() {
    if (!link) return;
    const text = link.value.trim();
    if (!text) {
      setLink({ ...link, error: 'article.editor.linkEmpty' });
      return;
    }
    const href = linkFromInput(text);
    if (!href) {
      setLink({ ...link, error: 'article.editor.linkInvalid' });
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLink(null);
  }

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLink(null);
  }

  function onLinkKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Not the page's form: the link is applied instead.
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeLink();
    }
  }

  /* ---------- The toolbar. ---------- */

  const run = (command: (chain: ChainedCommands) => ChainedCommands) => () => {
    command(editor.chain().focus()).run();
  };

  const tools: Tool[] = [
    {
      key: 'paragraph',
      label: 'article.editor.paragraph',
      content: ICONS.paragraph,
      pressed: !state.h2 && !state.h3,
      run: run((chain) => chain.setParagraph()),
    },
    {
      key: 'h2',
      label: 'article.editor.heading2',
      content: ICONS.h2,
      pressed: state.h2,
      run: run((chain) => chain.toggleHeading({ level: 2 })),
    },
    {
      key: 'h3',
      label: 'article.editor.heading3',
      content: ICONS.h3,
      pressed: state.h3,
      run: run((chain) => chain.toggleHeading({ level: 3 })),
    },
    {
      key: 'bold',
      label: 'article.editor.bold',
      content: glyph('B', 'bold'),
      pressed: state.bold,
      group: true,
      run: run((chain) => chain.toggleBold()),
    },
    {
      key: 'italic',
      label: 'article.editor.italic',
      content: glyph('I', 'italic'),
      pressed: state.italic,
      run: run((chain) => chain.toggleItalic()),
    },
    {
      key: 'underline',
      label: 'article.editor.underline',
      content: glyph('U', 'underline'),
      pressed: state.underline,
      run: run((chain) => chain.toggleUnderline()),
    },
    {
      key: 'strike',
      label: 'article.editor.strike',
      content: glyph('S', 'strike'),
      pressed: state.strike,
      run: run((chain) => chain.toggleStrike()),
    },
    {
      key: 'bulletList',
      label: 'article.editor.bulletList',
      content: ICONS.bulletList,
      pressed: state.bulletList,
      group: true,
      run: run((chain) => chain.toggleBulletList()),
    },
    {
      key: 'orderedList',
      label: 'article.editor.orderedList',
      content: ICONS.orderedList,
      pressed: state.orderedList,
      run: run((chain) => chain.toggleOrderedList()),
    },
    {
      key: 'quote',
      label: 'article.editor.quote',
      content: ICONS.quote,
      pressed: state.blockquote,
      run: run((chain) => chain.toggleBlockquote()),
    },
    {
      key: 'link',
      label: 'article.editor.link',
      content: ICONS.link,
      group: true,
      expanded: linkOpen,
      controls: linkOpen ? linkFormId : undefined,
      run: openLink,
    },
    { key: 'image', label: 'article.editor.image', content: ICONS.image, run: () => fileRef.current?.click() },
    {
      key: 'table',
      label: 'article.editor.table',
      content: ICONS.table,
      disabled: state.table,
      run: run((chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
    },
    {
      key: 'undo',
      label: 'article.editor.undo',
      content: ICONS.undo,
      group: true,
      disabled: !state.canUndo,
      run: run((chain) => chain.undo()),
    },
    { key: 'redo', label: 'article.editor.redo', content: ICONS.redo, disabled: !state.canRedo, run: run((chain) => chain.redo()) },
  ];
  // The table's own tools, while the cursor is in one.
  const tableTools: Tool[] = [];
  if (state.table) {
    tableTools.push(
      { key: 'addRow', label: 'article.editor.tableAddRow', content: null, text: true, run: run((chain) => chain.addRowAfter()) },
      { key: 'addColumn', label: 'article.editor.tableAddColumn', content: null, text: true, run: run((chain) => chain.addColumnAfter()) },
      { key: 'deleteRow', label: 'article.editor.tableDeleteRow', content: null, text: true, run: run((chain) => chain.deleteRow()) },
      {
        key: 'deleteColumn',
        label: 'article.editor.tableDeleteColumn',
        content: null,
        text: true,
        run: run((chain) => chain.deleteColumn()),
      },
      { key: 'deleteTable', label: 'article.editor.tableDelete', content: null, text: true, run: run((chain) => chain.deleteTable()) },
    );
  }
  const usable = [...tools, ...tableTools].filter((tool) => !disabled && !tool.disabled);
  // Roving focus: one button in the tab order (the last one used), the arrow keys move between them.
  const tabStop = usable.find((tool) => tool.key === focusKey)?.key ?? usable[0]?.key;

  function onToolbarKeyDown(event: ReactKeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const index = buttons.findIndex((button) => button === document.activeElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  }

  // A click on a tool keeps the editor's focus (and its selection); the keyboard still reaches the tools.
  const keepFocus = (event: ReactMouseEvent) => event.preventDefault();

  const toolButton = (tool: Tool) => (
    <span key={tool.key} className="spw-editor__tool" data-group={tool.group ? '' : undefined}>
      <button
        type="button"
        className={cn('spw-editor__button', tool.text && 'spw-editor__button--text')}
        aria-label={tool.text ? undefined : t(tool.label)}
        title={tool.text ? undefined : t(tool.label)}
        aria-pressed={tool.pressed}
        aria-expanded={tool.expanded}
        aria-controls={tool.controls}
        data-active={tool.key === 'link' && state.link ? '' : undefined}
        disabled={disabled || tool.disabled}
        tabIndex={tool.key === tabStop ? 0 : -1}
        onMouseDown={keepFocus}
        onFocus={() => setFocusKey(tool.key)}
        onClick={tool.run}
      >
        {tool.text ? t(tool.label) : tool.content}
      </button>
    </span>
  );

  const problemText = problem ? ('text' in problem ? problem.text : t(problem.id, problem.values)) : null;

  return (
    <div
      ref={rootRef}
      className={cn('spw-editor', className)}
      data-invalid={invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <div className="spw-editor__box">
        <div
          role="toolbar"
          aria-label={t('article.editor.toolbar')}
          aria-controls={areaId}
          className="spw-editor__toolbar"
          onKeyDown={onToolbarKeyDown}
        >
          {tools.map(toolButton)}
          {tableTools.length > 0 ? (
            <span role="group" aria-label={t('article.editor.tableTools')} className="spw-editor__table-tools">
              {tableTools.map(toolButton)}
            </span>
          ) : null}
        </div>
        {link ? (
          <div id={linkFormId} role="group" aria-label={t('article.editor.linkForm')} className="spw-editor__link">
            <label htmlFor={linkInputId} className="spw-editor__link-label">
              {t('article.editor.linkUrl')}
            </label>
            <input
              ref={linkInputRef}
              id={linkInputId}
              className="spw-editor__link-input"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={link.value}
              aria-invalid={link.error ? true : undefined}
              aria-describedby={link.error ? linkErrorId : undefined}
              onChange={(event) => setLink({ value: event.target.value, error: null })}
              onKeyDown={onLinkKeyDown}
            />
            <span className="spw-editor__link-actions">
              <Button type="button" size="sm" onClick={applyLink}>
                {t('article.editor.linkApply')}
              </Button>
              {state.link ? (
                <Button type="button" size="sm" variant="secondary" onClick={removeLink}>
                  {t('article.editor.linkRemove')}
                </Button>
              ) : null}
              <Button type="button" size="sm" variant="ghost" onClick={closeLink}>
                {t('common.cancel')}
              </Button>
            </span>
            <p id={linkErrorId} role="alert" className="spw-editor__link-error">
              {link.error ? t(link.error) : null}
            </p>
          </div>
        ) : null}
        <div role="alert" className="spw-editor__alert">
          {problemText ? (
            <p className="spw-field__error">
              <svg className="spw-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <circle cx="8" cy="8" r="7" fill="currentColor" />
                <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
                <circle cx="8" cy="11.2" r="0.95" fill="#fff" />
              </svg>
              <span>{problemText}</span>
            </p>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="spw-editor__status">
          {uploads > 0 ? <p>{t('article.editor.uploading')}</p> : null}
        </div>
        <EditorContent editor={editor} className="spw-editor__content" />
      </div>
      <p className="spw-editor__count">{t('article.editor.words', { count: words ?? initialWords })}</p>
      <input ref={fileRef} type="file" hidden tabIndex={-1} accept={IMAGE_ACCEPT} disabled={disabled} onChange={onFileChange} />
    </div>
  );
}
