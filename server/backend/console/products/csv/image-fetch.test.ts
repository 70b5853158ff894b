import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchImage } from './image-fetch';

// Fetching an imported picture: refused unless the host is listed and every address it
// resolves to is public. A server on 127.0.0.1 is reached only with the address rule replaced,
// which nothing but a test does.

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
const anyAddress = () => true;

describe('refused before any connection', () => {
  it.each([
    [
      'a host not listed',
      'https://evil.test/a.png',
      ['cdn.shop.test'],
      'evil.test is not an allowed picture host (IMAGE_SOURCE_HOSTS)',
    ],
    ['no host listed at all', 'https://cdn.shop.test/a.png', [], 'is not an allowed picture host'],
    ['another scheme', 'file:///etc/passwd', ['cdn.shop.test'], 'only http and https'],
    ['a user name in the address', 'https://me:pw@cdn.shop.test/a.png', ['cdn.shop.test'], 'user name or password'],
    ['a listed host on loopback', 'http://127.0.0.1:9/a.png', ['127.0.0.1:9'], 'private or reserved address'],
    ['a listed name resolving to loopback', 'http://localhost:9/a.png', ['localhost:9'], 'private or reserved address'],
  ])('%s', async (_name, url, hosts, message) => {
    const got = await fetchImage(url, { hosts });
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.message).toContain(message);
  });

  it('answers a clear message for an address that is not one', async () => {
    expect(await fetchImage('not a url', { hosts: [] })).toEqual({
      ok: false,
      message: 'Give the picture as a full address (https://…).',
    });
  });
});

describe('with the address rule replaced (a local server)', () => {
  it('fetches the bytes of a listed host', async () => {
    const bytes = await png();
    const host = await serve((_req, res) => res.end(bytes));
    const got = await fetchImage(`http://${host}/a.png`, { hosts: [host], isAllowedAddress: anyAddress });
    expect(got).toEqual({ ok: true, bytes });
  });

  it('follows a redirect on the same host but not to another one', async () => {
    const bytes = await png();
    const host = await serve((req, res) => {
      if (req.url === '/same') res.writeHead(302, { location: '/a.png' }).end();
      else if (req.url === '/away') res.writeHead(302, { location: 'http://localhost:1/a.png' }).end();
      else res.end(bytes);
    });
    const options = { hosts: [host, 'localhost:1'], isAllowedAddress: anyAddress };
    expect(await fetchImage(`http://${host}/same`, options)).toEqual({ ok: true, bytes });
    const away = await fetchImage(`http://${host}/away`, options);
    expect(away).toEqual({
      ok: false,
      message: 'The picture was not fetched: it redirects to another host (localhost:1).',
    });
  });

  it('stops at the size limit and at the time limit', async () => {
    const host = await serve((req, res) => {
      if (req.url === '/big') res.end(Buffer.alloc(2048));
      // never answers
    });
    const options = { hosts: [host], isAllowedAddress: anyAddress };
    const big = await fetchImage(`http://${host}/big`, { ...options, maxBytes: 1024 });
    expect(big.ok === false && big.message).toContain('larger than');
    const slow = await fetchImage(`http://${host}/slow`, { ...options, timeoutMs: 200 });
    expect(slow).toEqual({ ok: false, message: 'The picture was not fetched: the server took too long.' });
  });

  it('reports what the server answered', async () => {
    const host = await serve((_req, res) => res.writeHead(404).end());
    const got = await fetchImage(`http://${host}/gone.png`, { hosts: [host], isAllowedAddress: anyAddress });
    expect(got).toEqual({ ok: false, message: 'The picture was not fetched: the server answered 404.' });
  });
});
