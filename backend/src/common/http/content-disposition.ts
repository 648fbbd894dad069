/**
 * `attachment` with a file name in any script: `filename*` (RFC 6266 with RFC 5987's UTF-8 encoding)
 * for every current browser, and an ASCII `filename` fallback for clients that ignore it.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
