/** The article page: /article/{id}. */
export function articlePath(id: number): string {
  return `/article/${id}`;
}

/** The reused article card links with the plural spelling, /articles/{id}; both routes exist. */
export function articleCardPath(id: number): string {
  return `/articles/${id}`;
}

export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** The header search target: /search?q= with the trimmed, URL-encoded query. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
