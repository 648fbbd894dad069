import type { ArticleDto, CurrentUserDto } from '@/api/generated/types.gen';

/**
 * Who may do what with an article; the server enforces the same rules. Editing: any admin, or the
 * author while a moderator. Deleting: the author or an admin. History: everyone, like the article itself.
 * Suggesting an edit: any signed-in member who cannot edit it.
 */
export function articlePermissions(user: CurrentUserDto | null, article: ArticleDto) {
  const isAuthor = !!user && user.id === article.authorId;
  const isAdmin = user?.role === 'admin';
  const edit = isAdmin || (isAuthor && user?.role === 'moderator');
  return {
    edit,
    suggest: !!user && !edit,
    remove: isAdmin || isAuthor,
    history: true,
  };
}
