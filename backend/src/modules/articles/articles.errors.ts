/** The articles module's error messages, named once (other modules reuse `notFound`). */
export const ArticleErrors = {
  notFound: 'Article Not Found',
  revisionNotFound: 'Revision Not Found',
  categoryNotFound: 'Category Not Found',
  editOwnOnly: 'You can only edit your own articles.',
  deleteOwnOnly: 'You can only delete your own articles.',
  editNeedsModerator: 'Only moderators and admins can edit articles.',
  citationWithoutReference: (numbers: number[], count: number) =>
    `content cites [${numbers.join('], [')}] but the article has ${count === 1 ? '1 reference' : `${count} references`}`,
  searchTimedOut: 'The search took too long. Please try again with more specific words.',
} as const;
