import { EditorContent } from '@tiptap/react';
import { cn } from '@/lib/cn';
import type { CitationSupport } from './citation-source';
import { EditorToolbar } from './editor-toolbar';
import { useRichTextEditor, type RichTextEditorOptions } from './use-rich-text-editor';

export type RichTextEditorProps = RichTextEditorOptions & {
  invalid?: boolean;
  /** When given, the toolbar offers Cite (numbered citations of these references). */
  citations?: CitationSupport;
};

/** The article editor: TipTap with a labelled toolbar; Ctrl/Cmd+B, I, U work as shortcuts. */
export function RichTextEditor({ invalid, citations, ...options }: RichTextEditorProps) {
  const editor = useRichTextEditor(options);
  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-card focus-within:border-ring focus-within:outline-2 focus-within:outline-ring/40',
        invalid && 'border-destructive',
      )}
    >
      {editor ? <EditorToolbar editor={editor} citations={citations} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
