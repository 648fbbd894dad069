import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { Citation } from './citation-node';
import { normalizeLinkUrl } from './link-url';

export type RichTextEditorOptions = {
  /** Initial HTML; sanitised before it reaches the editor. */
  initialHtml?: string;
  onChange: (html: string) => void;
  /** id of the visible label of the editor. */
  labelledBy?: string;
};

/** The TipTap editor with the formats articles allow; reports '' for an empty document. */
export function useRichTextEditor({ initialHtml = '', onChange, labelledBy }: RichTextEditorOptions) {
  return useEditor({
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
      Citation,
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
}

/** Which formats apply at the cursor, re-read on every transaction (for the toolbar's pressed states). */
export function useActiveFormats(editor: Editor) {
  return useEditorState({
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
}

/**
 * Sets, replaces or (with null) removes the link at the selection; with nothing selected and no
 * link under the cursor, the address itself is inserted as the linked text.
 */
export function applyLink(editor: Editor, href: string | null) {
  if (href === null) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  } else if (editor.state.selection.empty && !editor.isActive('link')) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      .run();
  } else {
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  }
}
