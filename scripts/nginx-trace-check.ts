// `tsx scripts/nginx-trace-check.ts`: deploy/nginx.conf's trace context, checked against a real
// nginx (Debian's /usr/sbin/nginx, as scripts/deploy-lint.sh has it) in front of a replica that
// answers with the headers it received. Exits 1 naming each broken expectation.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateNginxMain, readNginxTemplate, renderNginxTemplate } from '../tooling/nginx-template';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const replica = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(req.headers));
});
await new Promise<void>((resolve) => replica.listen(0, '127.0.0.1', resolve));
const replicaPort = (replica.address() as AddressInfo).port;

const prefix = mkdtempSync(join(tmpdir(), 'nginx-trace-'));
mkdirSync(join(prefix, 'tmp'));
const port = await freePort();
writeFileSync(
  join(prefix, 'storefront.conf'),
  renderNginxTemplate(readNginxTemplate(), {
    LISTEN_PORT: `127.0.0.1:${port}`,
    STOREFRONT_UPSTREAM: [`127.0.0.1:${replicaPort}`],
  }),
);
writeFileSync(join(prefix, 'nginx.conf'), privateNginxMain(prefix, join(prefix, 'storefront.conf')));
const nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
const accessLog = () => {
  try {
    return readFileSync(join(prefix, 'access.log'), 'utf8');
  } catch {
    return '';
  }
};

async function get(headers: Record<string, string> = {}): Promise<{ sent: IncomingHttpHeaders; requestId: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/products/x`, { headers });
  return { sent: (await res.json()) as IncomingHttpHeaders, requestId: res.headers.get('x-request-id') ?? '' };
}

/** The access log line of a request, by its request id (nginx writes it once the answer is sent). */
async function logLine(requestId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 50; i++) {
    const line = accessLog()
      .split('\n')
      .find((l) => l.includes(`"request_id":"${requestId}"`));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no access log line for ${requestId}:\n${accessLog()}`);
}

const failures: string[] = [];
async function check(name: string, fn: () => Promise<void>) {
  try {
    await fn();
    console.log(`ok   ${name}`);
  } catch (err) {
    failures.push(name);
    console.log(`FAIL ${name}\n     ${(err as Error).message.split('\n').join('\n     ')}`);
  }
}

try {
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100 || nginx.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 50));
  }

  await check('no traceparent: nginx starts one from its request id, and logs the trace id', async () => {
    const { sent, requestId } = await get({ tracestate: 'vendor=1' });
    const m = TRACEPARENT.exec(String(sent.traceparent));
    assert.ok(m, `traceparent sent: ${sent.traceparent}`);
    assert.equal(m[1], requestId);
    assert.equal(m[2], requestId.slice(0, 16));
    assert.equal(sent['x-request-id'], requestId);
    assert.equal(sent.tracestate, undefined, 'a tracestate without its traceparent is dropped');
    const line = await logLine(requestId);
    assert.equal(line.trace_id, requestId);
    assert.equal(line.traceparent, sent.traceparent);
  });

  await check('a well-formed traceparent goes on unchanged with its tracestate, and is logged', async () => {
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const { sent, requestId } = await get({ traceparent: incoming, tracestate: 'congo=t61rcWkgMzE' });
    assert.equal(sent.traceparent, incoming);
    assert.equal(sent.tracestate, 'congo=t61rcWkgMzE');
    assert.equal((await logLine(requestId)).trace_id, '0af7651916cd43dd8448eb211c80319c');
  });

  await check("a client's request id is kept; the trace nginx starts still has a fresh id", async () => {
    const { sent, requestId } = await get({ 'x-request-id': 'client-req-12345' });
    assert.equal(requestId, 'client-req-12345');
    const m = TRACEPARENT.exec(String(sent.traceparent));
    assert.ok(m, `traceparent sent: ${sent.traceparent}`);
    assert.equal((await logLine(requestId)).trace_id, m[1]);
  });

  for (const bad of [
    'garbage',
    '00-00000000000000000000000000000000-b7ad6b7169203331-01',
    '00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01',
    'ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    '00-0AF7651916CD43DD8448EB211C80319C-b7ad6b7169203331-01',
    '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-extra',
  ]) {
    await check(`a malformed traceparent (${bad}) is replaced by one nginx starts`, async () => {
      const { sent, requestId } = await get({ traceparent: bad, tracestate: 'x=1' });
      assert.equal(sent.traceparent, `00-${requestId}-${requestId.slice(0, 16)}-01`);
      assert.equal(sent.tracestate, undefined);
    });
  }
} finally {
  nginx.kill('SIGQUIT');
  await new Promise((resolve) => nginx.once('exit', resolve));
  await new Promise((resolve) => replica.close(resolve));
  rmSync(prefix, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`nginx-trace-check: ${failures.length} failed`);
  process.exit(1);
}
console.log('nginx-trace-check: trace context forwarded, started and logged');
