import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code2,
  Heading2,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Underline as UnderlineIcon,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';

/** Only these link targets are accepted by the link button (the server's allow-list). */
export function normalizeLinkUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export type RichTextEditorProps = {
  /** Initial HTML; sanitised before it reaches the editor. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** id of the visible label of the editor. */
  labelledBy?: string;
  invalid?: boolean;
};

/** The article editor: TipTap with a labelled toolbar; Ctrl/Cmd+B, I, U work as shortcuts. */
export function RichTextEditor({ initialHtml = '', onChange, labelledBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2] },
        strike: false,
        code: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => normalizeLinkUrl(url) !== null,
        },
      }),
    ],
    content: sanitizeArticleHtml(initialHtml),
    editorProps: {
      attributes: {
        class: 'article-body min-h-[300px] px-4 py-3 focus:outline-none',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': 'Article content' }),
        'data-testid': 'article-editor',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-card focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
        invalid && 'border-destructive',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type ToolbarItem = { label: string; Icon: LucideIcon; active: boolean; run: () => void; shortcut?: string };

function Toolbar({ editor }: { editor: Editor }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e.isActive('heading', { level: 2 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      codeBlock: e.isActive('codeBlock'),
    }),
  });
  const chain = () => editor.chain().focus();
  const items: ToolbarItem[] = [
    { label: 'Heading', Icon: Heading2, active: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Bold', Icon: Bold, active: state.bold, run: () => chain().toggleBold().run(), shortcut: 'Ctrl+B' },
    {
      label: 'Italic',
      Icon: Italic,
      active: state.italic,
      run: () => chain().toggleItalic().run(),
      shortcut: 'Ctrl+I',
    },
    {
      label: 'Underline',
      Icon: UnderlineIcon,
      active: state.underline,
      run: () => chain().toggleUnderline().run(),
      shortcut: 'Ctrl+U',
    },
    { label: 'Bullet list', Icon: List, active: state.bulletList, run: () => chain().toggleBulletList().run() },
    {
      label: 'Numbered list',
      Icon: ListOrdered,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Quote', Icon: Quote, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
    { label: 'Link', Icon: LinkIcon, active: state.link, run: () => setLinkOpen(true) },
    { label: 'Code block', Icon: Code2, active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
  ];

  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b bg-muted/40 p-1.5">
        {items.map(({ label, Icon, active, run, shortcut }) => (
          <button
            key={label}
            type="button"
            aria-label={label}
            aria-pressed={active}
            title={shortcut ? `${label} (${shortcut})` : label}
            onClick={run}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors',
              'hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
              active && 'bg-primary/15 text-primary',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <LinkDialog
        open={linkOpen}
        initialUrl={String(editor.getAttributes('link').href ?? '')}
        onClose={() => {
          setLinkOpen(false);
          editor.commands.focus();
        }}
        onSubmit={(href) => {
          if (href === null) editor.chain().focus().extendMarkRange('link').unsetLink().run();
          else if (editor.state.selection.empty && !editor.isActive('link')) {
            editor
              .chain()
              .focus()
              .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
              .run();
          } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          setLinkOpen(false);
        }}
      />
    </>
  );
}

type LinkDialogProps = {
  open: boolean;
  initialUrl: string;
  onClose: () => void;
  /** A checked URL, or null to remove the link. */
  onSubmit: (href: string | null) => void;
};

function LinkDialog({ open, initialUrl, onClose, onSubmit }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {/* Mounted on each opening, so it starts from the current link. */}
        <LinkForm initialUrl={initialUrl} onClose={onClose} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ initialUrl, onClose, onSubmit }: Omit<LinkDialogProps, 'open'>) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    // React events bubble through the portal: keep this submit away from the article form.
    event.stopPropagation();
    if (!url.trim()) {
      onSubmit(null);
      return;
    }
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError('Enter a full http, https or mailto link.');
      return;
    }
    onSubmit(href);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Insert link</DialogTitle>
        <DialogDescription>Links may start with http://, https:// or mailto:. Leave blank to remove.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={inputId}>URL</Label>
        <Input
          id={inputId}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://example.org"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          autoFocus
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}
