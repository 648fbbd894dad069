import { escapeHtml } from './http-helpers.js';

export interface ConsentField {
  name: string;
  label: string;
  value: string;
  pattern?: string;
  required?: boolean;
  /** Checkboxes post 'on' when ticked and nothing otherwise; `value` 'true' ticks them. */
  type?: 'text' | 'email' | 'checkbox';
}

/**
 * The stand-ins' sign-in page: labelled, prefilled inputs and two submit buttons, so a browser test
 * (or a person) can just press Continue, or Cancel to exercise the refusal path.
 */
export function renderConsentPage(options: {
  provider: string;
  action: string;
  requestId: string;
  client: string;
  fields: ConsentField[];
}): string {
  const inputs = options.fields
    .map((field) => {
      const id = `field-${field.name}`;
      const pattern = field.pattern ? ` pattern="${escapeHtml(field.pattern)}"` : '';
      const required = field.required ? ' required' : '';
      const name = escapeHtml(field.name);
      if (field.type === 'checkbox') {
        const checked = field.value === 'true' ? ' checked' : '';
        return `<p><input type="checkbox" id="${id}" name="${name}"${checked}> <label for="${id}">${escapeHtml(field.label)}</label></p>`;
      }
      const type = field.type ?? 'text';
      return `<p><label for="${id}">${escapeHtml(field.label)}</label><br><input type="${type}" id="${id}" name="${name}" value="${escapeHtml(field.value)}"${pattern}${required}></p>`;
    })
    .join('\n      ');
  const title = `Sign in to ${escapeHtml(options.provider)} (local stand-in)`;
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${title}</title></head>
  <body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto">
    <h1>${title}</h1>
    <p>${escapeHtml(options.client)} asks to sign you in. This page stands in for the real provider in development and tests.</p>
    <form method="post" action="${escapeHtml(options.action)}">
      <input type="hidden" name="request_id" value="${escapeHtml(options.requestId)}">
      ${inputs}
      <p>
        <button type="submit" name="action" value="continue">Continue</button>
        <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      </p>
    </form>
  </body>
</html>
`;
}

/** A random decimal string of `length` digits after `prefix`. */
export function randomDigits(prefix: string, length: number): string {
  let digits = prefix;
  while (digits.length < length) digits += Math.floor(Math.random() * 10).toString();
  return digits;
}
