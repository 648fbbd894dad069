import request from 'supertest';
import { deflateSync } from 'node:zlib';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const MB = 1024 * 1024;

describe('Profile pictures', () => {
  const t = useTestApp();

  const upload = async (userId: string, bytes: Buffer, filename: string, contentType: string, status: number) =>
    request(t.http)
      .post('/api/users/me/avatar')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', await sessionCookieFor(t.dataSource, userId))
      .attach('file', bytes, { filename, contentType })
      .expect(status);

  const storedUrl = async (userId: string) =>
    (await t.dataSource.query(`SELECT profile_image_url FROM users WHERE id = $1`, [userId]))[0].profile_image_url;

  it('accepts a PNG and serves it back byte for byte, publicly, with safe headers', async () => {
    const me = await createUser(t.dataSource);
    const png = tinyPng();
    const response = await upload(me.id, png, 'me.png', 'image/png', 200);
    expect(response.body.profileImageUrl).toMatch(new RegExp(`^/api/users/${me.id}/avatar\\?v=\\d+$`));
    expect(await storedUrl(me.id)).toBe(response.body.profileImageUrl);

    const served = await request(t.http)
      .get(response.body.profileImageUrl)
      .buffer(true)
      .parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      })
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

    const unversioned = await request(t.http).get(`/api/users/${me.id}/avatar`).expect(200);
    expect(unversioned.headers['cache-control']).toBe('public, no-cache');
    const [entry] = await t.dataSource.query(`SELECT action, details FROM audit_log WHERE actor_id = $1`, [me.id]);
    expect(entry).toEqual({ action: 'user.avatar.updated', details: { contentType: 'image/png', size: png.length } });
  });

  it('goes by the bytes, not the declared type: JPEG bytes sent as a PNG are stored as a JPEG', async () => {
    const me = await createUser(t.dataSource);
    await upload(me.id, Buffer.concat([JPEG_START, Buffer.alloc(64)]), 'x.png', 'image/png', 200);
    const served = await request(t.http).get(`/api/users/${me.id}/avatar`).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('replaces the picture with a new version URL on a second upload', async () => {
    const me = await createUser(t.dataSource);
    const first = await upload(me.id, tinyPng(), 'a.png', 'image/png', 200);
    const second = await upload(me.id, GIF, 'b.gif', 'image/gif', 200);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    const served = await request(t.http).get(`/api/users/${me.id}/avatar`).expect(200);
    expect(served.headers['content-type']).toBe('image/gif');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM user_avatars`);
    expect(count).toBe(1);
  });

  it('accepts a picture of exactly 5MB', async () => {
    const me = await createUser(t.dataSource);
    const png = tinyPng();
    const exact = Buffer.concat([png, Buffer.alloc(5 * MB - png.length)]);
    await upload(me.id, exact, 'big.png', 'image/png', 200);
  });

  it('refuses a 6MB file with 413 and a clear message, keeping the old picture', async () => {
    const me = await createUser(t.dataSource);
    await upload(me.id, GIF, 'small.gif', 'image/gif', 200);
    const before = await storedUrl(me.id);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(6 * MB)]);
    const response = await upload(me.id, big, 'huge.png', 'image/png', 413);
    expect(response.body).toMatchObject({ statusCode: 413, message: 'The picture is larger than the 5MB limit.' });
    expect(await storedUrl(me.id)).toBe(before);
    const served = await request(t.http).get(`/api/users/${me.id}/avatar`).expect(200);
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('refuses a text file renamed .png with 400', async () => {
    const me = await createUser(t.dataSource);
    const response = await upload(me.id, Buffer.from('just some text, not a picture'), 'fake.png', 'image/png', 400);
    expect(response.body.message).toBe('Only PNG, JPEG, GIF or WebP pictures are accepted.');
    expect(await storedUrl(me.id)).toBeNull();
    await request(t.http).get(`/api/users/${me.id}/avatar`).expect(404);
  });

  it('refuses an SVG (it could carry script) with 400', async () => {
    const me = await createUser(t.dataSource);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await upload(me.id, svg, 'a.svg', 'image/svg+xml', 400);
  });

  it('asks for a file when none is sent, or when it is sent under another field name', async () => {
    const me = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, me.id);
    const post = () => request(t.http).post('/api/users/me/avatar').set('Origin', SITE_ORIGIN).set('Cookie', cookie);
    const formWithoutFile = await post().field('note', 'no file here').expect(400);
    expect(formWithoutFile.body.message).toBe('Please select a file to upload');
    const noBody = await post().expect(400);
    expect(noBody.body.message).toBe('Please select a file to upload');
    // The route takes a multipart form: a JSON body is the wrong media type, not a missing file.
    await post().send({}).expect(415);
    await request(t.http)
      .post('/api/users/me/avatar')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .attach('picture', tinyPng(), 'a.png')
      .expect(400);
  });

  it('removes the picture: the profile shows the default again and the picture answers 404', async () => {
    const me = await createUser(t.dataSource);
    await upload(me.id, tinyPng(), 'a.png', 'image/png', 200);
    const cookie = await sessionCookieFor(t.dataSource, me.id);
    for (let i = 0; i < 2; i += 1) {
      const response = await request(t.http)
        .delete('/api/users/me/avatar')
        .set('Origin', SITE_ORIGIN)
        .set('Cookie', cookie)
        .expect(200);
      expect(response.body).toMatchObject({ id: me.id, profileImageUrl: null });
    }
    const missing = await request(t.http).get(`/api/users/${me.id}/avatar`).expect(404);
    expect(missing.body.message).toBe('Profile Picture Not Found');
    const actions = await t.dataSource.query(`SELECT action FROM audit_log ORDER BY id`);
    expect(actions.map((row: { action: string }) => row.action)).toEqual([
      'user.avatar.updated',
      'user.avatar.removed',
    ]);
  });

  it('answers 404 for a user without a picture and for an id that is not a uuid', async () => {
    const me = await createUser(t.dataSource);
    await request(t.http).get(`/api/users/${me.id}/avatar`).expect(404);
    await request(t.http).get('/api/users/not-a-uuid/avatar').expect(404);
  });

  it('needs a session to upload', async () => {
    await request(t.http)
      .post('/api/users/me/avatar')
      .set('Origin', SITE_ORIGIN)
      .attach('file', tinyPng(), { filename: 'a.png', contentType: 'image/png' })
      .expect(401);
  });
});
