import { requestFingerprint } from './request-fingerprint.js';

const base = { method: 'POST', path: '/api/articles/7/comments', query: {}, body: { content: 'Hi', parentId: 3 } };

describe('requestFingerprint', () => {
  it('is the same for the same request, whatever the order of its keys', () => {
    expect(requestFingerprint(base)).toBe(requestFingerprint({ ...base, body: { parentId: 3, content: 'Hi' } }));
    expect(requestFingerprint(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells apart another body, path, query or method', () => {
    const first = requestFingerprint(base);
    expect(requestFingerprint({ ...base, body: { content: 'Hi!', parentId: 3 } })).not.toBe(first);
    expect(requestFingerprint({ ...base, path: '/api/articles/8/comments' })).not.toBe(first);
    expect(requestFingerprint({ ...base, query: { draft: '1' } })).not.toBe(first);
    expect(requestFingerprint({ ...base, method: 'PUT' })).not.toBe(first);
  });

  it('tells a nested difference and an array order apart', () => {
    const tagged = { ...base, body: { content: 'Hi', tags: ['a', 'b'], meta: { x: 1 } } };
    expect(requestFingerprint(tagged)).not.toBe(
      requestFingerprint({ ...base, body: { content: 'Hi', tags: ['b', 'a'], meta: { x: 1 } } }),
    );
    expect(requestFingerprint(tagged)).not.toBe(
      requestFingerprint({ ...base, body: { content: 'Hi', tags: ['a', 'b'], meta: { x: 2 } } }),
    );
  });

  it('treats a missing body like an empty one, not like a body of null fields', () => {
    expect(requestFingerprint({ ...base, body: undefined })).toBe(requestFingerprint({ ...base, body: null }));
    expect(requestFingerprint({ ...base, body: undefined })).not.toBe(requestFingerprint({ ...base, body: {} }));
  });
});
