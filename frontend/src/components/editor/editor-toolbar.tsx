import type { Editor } from '@tiptap/react';
import {
  Bold,
  Code2,
  Heading2,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  TextQuote,
  Underline as UnderlineIcon,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { CiteDialog } from './cite-dialog';
import type { CitationSupport } from './citation-source';
import { cn } from '@/lib/cn';
import { LinkDialog } from './link-dialog';
import { applyLink, useActiveFormats } from './use-rich-text-editor';

type ToolbarItem = { label: string; Icon: LucideIcon; active: boolean; run: () => void; shortcut?: string };

/** Opens the Cite dialog from the keyboard (Ctrl/Cmd+Shift+F, for footnote). */
export const CITE_SHORTCUT = 'Ctrl+Shift+F';

/**
 * The 'Formatting' toolbar: one pressed-state button per format, Link opening its dialog, and (when
 * the form keeps references) Cite opening the citation dialog.
 */
export function EditorToolbar({ editor, citations }: { editor: Editor; citations?: CitationSupport }) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [citeOpen, setCiteOpen] = useState(false);
  useCiteShortcut(editor, !!citations, setCiteOpen);
  const active = useActiveFormats(editor);
  const chain = () => editor.chain().focus();
  const items: ToolbarItem[] = [
    { label: 'Heading', Icon: Heading2, active: active.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Bold', Icon: Bold, active: active.bold, run: () => chain().toggleBold().run(), shortcut: 'Ctrl+B' },
    {
      label: 'Italic',
      Icon: Italic,
      active: active.italic,
      run: () => chain().toggleItalic().run(),
      shortcut: 'Ctrl+I',
    },
    {
      label: 'Underline',
      Icon: UnderlineIcon,
      active: active.underline,
      run: () => chain().toggleUnderline().run(),
      shortcut: 'Ctrl+U',
    },
    { label: 'Bullet list', Icon: List, active: active.bulletList, run: () => chain().toggleBulletList().run() },
    {
      label: 'Numbered list',
      Icon: ListOrdered,
      active: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { label: 'Quote', Icon: Quote, active: active.blockquote, run: () => chain().toggleBlockquote().run() },
    { label: 'Link', Icon: LinkIcon, active: active.link, run: () => setLinkOpen(true) },
    { label: 'Code block', Icon: Code2, active: active.codeBlock, run: () => chain().toggleCodeBlock().run() },
  ];
  if (citations) {
    items.push({
      label: 'Cite',
      Icon: TextQuote,
      active: false,
      run: () => setCiteOpen(true),
      shortcut: CITE_SHORTCUT,
    });
  }

  return (
    <>
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b bg-muted/40 p-1.5">
        {items.map((item) => (
          <ToolbarButton key={item.label} {...item} />
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
          applyLink(editor, href);
          setLinkOpen(false);
        }}
      />
      {citations ? (
        <CiteDialog
          open={citeOpen}
          references={citations.references}
          onClose={() => {
            setCiteOpen(false);
            editor.commands.focus();
          }}
          onSubmit={(choice) => {
            const number = 'number' in choice ? choice.number : citations.add(choice.source);
            editor.chain().focus().insertContent({ type: 'citation', attrs: { number } }).run();
            setCiteOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

/** Ctrl/Cmd+Shift+F in the editor opens the Cite dialog. */
function useCiteShortcut(editor: Editor, enabled: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!enabled) return;
    // Listened for on the document: the editor's view may not be mounted yet when this effect runs
    // (reading editor.view then throws), so its element is looked up per key press instead.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!((event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'f')) {
        return;
      }
      let dom: HTMLElement;
      try {
        dom = editor.view.dom;
      } catch {
        return;
      }
      if (!(event.target instanceof Node) || !dom.contains(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editor, enabled, setOpen]);
}

function ToolbarButton({ label, Icon, active, run, shortcut }: ToolbarItem) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={label === 'Cite' ? undefined : active}
      aria-keyshortcuts={shortcut ? shortcut.replace('Ctrl', 'Control') : undefined}
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
  );
}
