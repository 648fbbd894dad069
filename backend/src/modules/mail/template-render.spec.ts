import { escapeHtml, renderTemplate, variablesIn } from './template-render.js';

describe('renderTemplate', () => {
  const template = {
    subject: 'Hello {{ username }}',
    body: '<p>Hi {{username}},</p><div>{{content}}</div>{{missing}}',
  };

  it('fills named variables in the subject and the body, unknown ones empty', () => {
    const email = renderTemplate(template, { username: 'alice', content: 'News' });
    expect(email.subject).toBe('Hello alice');
    expect(email.html).toBe('<p>Hi alice,</p><div>News</div>');
    expect(email.text).toBe('Hi alice,\nNews');
  });

  it('escapes every value in the HTML body, so a value can never add markup', () => {
    const email = renderTemplate(template, { username: '<b>"eve"</b>', content: '<script>x()</script> & <a href=x>' });
    expect(email.html).toBe(
      '<p>Hi &lt;b&gt;&quot;eve&quot;&lt;/b&gt;,</p><div>&lt;script&gt;x()&lt;/script&gt; &amp; &lt;a href=x&gt;</div>',
    );
    expect(email.text).toContain('<script>x()</script> & <a href=x>');
  });

  it('keeps line breaks out of the subject header', () => {
    expect(renderTemplate(template, { username: 'a\r\nBcc: x@example.test' }).subject).toBe(
      'Hello a Bcc: x@example.test',
    );
  });

  it('lists the variables a text uses', () => {
    expect(variablesIn(template.body)).toEqual(['username', 'content', 'missing']);
    expect(escapeHtml(`'&`)).toBe('&#39;&amp;');
  });
});
