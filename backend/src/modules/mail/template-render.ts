/** Named variables are written {{name}} (spaces inside the braces allowed). */
const VARIABLE = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

export type TemplateVariables = Record<string, string>;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The variable names a template text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]))];
}

/** Replaces each {{name}}; unknown names become empty. `escape` runs on every value (HTML bodies). */
function fill(text: string, variables: TemplateVariables, escape: (value: string) => string): string {
  return text.replace(VARIABLE, (_match, name: string) => escape(variables[name] ?? ''));
}

/** Subject lines are plain text: line breaks in a value would break the header, so they become spaces. */
function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}

/** Text alternative of the rendered HTML body. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Renders a template for one recipient: the subject with plain values, the HTML body with every value
 * HTML-escaped (a username or a message can never add markup), and a text alternative. Used for the
 * admins' preview and for sending, so the preview is what recipients get.
 */
export function renderTemplate(
  template: { subject: string; body: string },
  variables: TemplateVariables,
): RenderedEmail {
  const html = fill(template.body, variables, escapeHtml);
  return { subject: fill(template.subject, variables, headerSafe).trim(), html, text: htmlToText(html) };
}
