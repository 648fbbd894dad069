import { Node } from '@tiptap/react';

/**
 * A citation marker in the text: an atom (it moves and deletes as one piece) stored as
 * `<sup data-cite="n">n</sup>`, the one superscript form the article allow-list keeps.
 */
export const Citation = Node.create({
  name: 'citation',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      number: {
        default: 1,
        parseHTML: (element) => Number(element.getAttribute('data-cite')) || 1,
        renderHTML: (attributes: { number: number }) => ({ 'data-cite': String(attributes.number) }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'sup[data-cite]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['sup', HTMLAttributes, String(node.attrs.number as number)];
  },

  renderText({ node }) {
    return `[${String(node.attrs.number as number)}]`;
  },
});
