/** The articles module's error messages, named once (other modules reuse `notFound`). */
export const ArticleErrors = {
  notFound: 'Article Not Found',
  revisionNotFound: 'Revision Not Found',
  categoryNotFound: 'Category Not Found',
  editOwnOnly: 'You can only edit your own articles.',
  deleteOwnOnly: 'You can only delete your own articles.',
  deleteOthersNeedsReason:
    "Deleting someone else's article needs a reason: send a reason category and a note to adminRemoveArticle.",
  editNeedsModerator: 'Only moderators and admins can edit articles.',
  citationWithoutReference: (numbers: number[], count: number) =>
    `content cites [${numbers.join('], [')}] but the article has ${count === 1 ? '1 reference' : `${count} references`}`,
  searchTimedOut: 'The search took too long. Please try again with more specific words.',
} as const;

/** Messages of suggested edits. */
export const SuggestionErrors = {
  notFound: 'Suggestion Not Found',
  canEditDirectly: 'You can edit this article yourself: open the editor instead of suggesting an edit.',
  alreadyPending: 'You already have a pending suggestion for this article. Withdraw it or wait for a decision.',
  nothingChanged: 'The suggestion changes nothing: edit the title, excerpt or body first.',
  notReviewer: 'Only the article’s author, moderators and admins can review suggestions.',
  ownSuggestion: 'You cannot review your own suggestion.',
  notSuggester: 'Only the member who suggested this edit can withdraw it.',
  notPending: 'This suggestion has already been decided or withdrawn.',
  stale:
    'The article has changed since this suggestion was written. Decline it and ask for a new suggestion against the current text.',
  notVisible: 'Only the suggester and the article’s reviewers can see this suggestion.',
} as const;
