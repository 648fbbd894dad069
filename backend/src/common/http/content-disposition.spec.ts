import { attachmentDisposition } from './content-disposition.js';

describe('attachmentDisposition', () => {
  it('names a file in any script with filename* and an ASCII fallback', () => {
    expect(attachmentDisposition('\u00c4rchive-\u65e5\u672c_errors.csv')).toBe(
      'attachment; filename="_rchive-___errors.csv"; filename*=UTF-8\'\'%C3%84rchive-%E6%97%A5%E6%9C%AC_errors.csv',
    );
    expect(attachmentDisposition('a "b" (c)%.csv')).toBe(
      'attachment; filename="a _b_ (c)_.csv"; filename*=UTF-8\'\'a%20%22b%22%20%28c%29%25.csv',
    );
  });
});
