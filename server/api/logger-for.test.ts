import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLogging } from '../http/logging';
import { failure, loggerFor } from './api-response';

/** A pino logger writing raw JSON lines into an array, as an operator's log shipper reads them. */
function capture() {
  const lines: string[] = [];
  const out = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: pino({ base: null }, out) };
}

const count = (text: string, word: string) => text.split(`"${word}"`).length - 1;

describe('loggerFor: the request id once on every line', () => {
  it('through the logging middleware: a refusal and a handler warning name reqId once', async () => {
    const { lines, logger } = capture();
    const app = express();
    app.use(requestLogging(logger));
    app.post('/call', (req, res) => {
      loggerFor(req, logger).warn({ call: 'x', step: 'side' }, 'side step failed');
      const answer = failure(req, logger, 400, { error: 'code: must not be empty', field: 'code' }, { call: 'x' });
      res.status(answer.status).json(answer.body);
    });
    const res = await request(app).post('/call').set('x-request-id', 'req-abcdef12');
    expect(res.status).toBe(400);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(count(line, 'reqId')).toBe(1);
      expect(JSON.parse(line).reqId).toBe('req-abcdef12');
    }
  });

  it('without the middleware (a bare app, a test): the id is added to the given logger’s fields', () => {
    const { lines, logger } = capture();
    const req = {
      get: (name: string) => (name === 'x-request-id' ? 'req-00000001' : undefined),
      headers: { 'x-request-id': 'req-00000001' },
    };
    const log = loggerFor(req as never, logger);
    log.warn({ call: 'x' }, 'fields and a message');
    log.info('a message alone');
    log.error(new Error('boom'), 'an error');
    expect(lines.map((l) => JSON.parse(l))).toMatchObject([
      { reqId: 'req-00000001', call: 'x', msg: 'fields and a message' },
      { reqId: 'req-00000001', msg: 'a message alone' },
      { reqId: 'req-00000001', msg: 'an error', err: { message: 'boom' } },
    ]);
    for (const line of lines) expect(count(line, 'reqId')).toBe(1);
  });
});
