/** Drives the stand-ins' consent pages like a browser: read the prefilled form, change fields, submit. */

export interface ConsentForm {
  action: URL;
  fields: URLSearchParams;
}

export async function openConsentPage(authorizeUrl: string | URL): Promise<ConsentForm> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`Consent page answered ${response.status}: ${html}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('No form on the consent page');
  const fields = new URLSearchParams();
  for (const [input] of html.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    if (input.includes('type="checkbox"')) {
      if (input.includes(' checked')) fields.set(name, 'on');
      continue;
    }
    fields.set(name, decodeEntities(/value="([^"]*)"/.exec(input)?.[1] ?? ''));
  }
  return { action: new URL(decodeEntities(action), authorizeUrl), fields };
}

/** Submits the consent form; `changes` sets fields (null unticks a checkbox). Returns the redirect target. */
export async function submitConsent(
  form: ConsentForm,
  button: 'continue' | 'cancel',
  changes: Record<string, string | null> = {},
): Promise<URL> {
  const body = new URLSearchParams(form.fields);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) body.delete(name);
    else body.set(name, value);
  }
  body.set('action', button);
  const response = await fetch(form.action, { method: 'POST', body, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) {
    throw new Error(`Consent answered ${response.status} without redirect: ${await response.text()}`);
  }
  return new URL(location);
}

/** Path and query of a URL on the site, to replay it against the test app. */
export function sitePath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

function decodeEntities(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
