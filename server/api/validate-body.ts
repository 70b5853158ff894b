import express, { type Request, type Response } from 'express';
import type { z } from 'zod';
import { issueProblem } from '../../shared/contract/validation-issue';

// Everything that decides whether a browser's body may go upstream: media type, size, JSON
// syntax, prototype-pollution keys and the shared request schema. Nothing reaches the upstream
// before all of these pass.

export const BODY_LIMIT = '32kb';

/** Keys that could reach Object.prototype in a careless merge further down the line. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface BodyProblem {
  status: 400 | 413 | 415;
  error: string;
  field?: string;
}

// type: () => true because the media type is checked by isJsonRequest first, with its own 415.
// inflate: false so a small gzip body cannot expand past the limit's intent (415 instead).
const jsonParser = express.json({ limit: BODY_LIMIT, strict: true, inflate: false, type: () => true });

/** Only application/json (any charset parameter) is accepted. */
export function isJsonRequest(req: Request): boolean {
  const type = req.get('content-type');
  if (!type) return false;
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Reads the JSON body with the size limit. Resolves with the parsed value (an empty body
 * counts as `{}`, for calls without payload) or a problem to send back.
 */
export function readJsonBody(
  req: Request,
  res: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; problem: BodyProblem }> {
  if (!isJsonRequest(req)) {
    return Promise.resolve({ ok: false, problem: { status: 415, error: 'Content-Type must be application/json' } });
  }
  return new Promise((resolve) => {
    jsonParser(req, res, (err?: unknown) => {
      if (err) {
        resolve({ ok: false, problem: parserProblem(err) });
        return;
      }
      resolve({ ok: true, value: req.body === undefined ? {} : req.body });
    });
  });
}

function parserProblem(err: unknown): BodyProblem {
  const type = (err as { type?: unknown }).type;
  if (type === 'entity.too.large') return { status: 413, error: `Request body is larger than ${BODY_LIMIT}` };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { status: 415, error: 'Unsupported request body encoding' };
  }
  return { status: 400, error: 'Request body is not valid JSON' };
}

/**
 * The dotted path of the first forbidden key anywhere in the value, or undefined. Walks with an
 * explicit stack: a 32kb body can nest thousands of levels, more than the call stack allows.
 */
export function findForbiddenKey(value: unknown): string | undefined {
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const isArray = Array.isArray(node);
    // Object.keys lists an own "__proto__" key created by JSON.parse.
    for (const key of Object.keys(node)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (!isArray && FORBIDDEN_KEYS.has(key)) return childPath;
      stack.push({ node: (node as Record<string, unknown>)[key], path: childPath });
    }
  }
  return undefined;
}

/**
 * C0 control characters but tab, line feed and carriage return (a textarea's), and DEL: no form
 * can type them, and a NUL written into a page or a log line breaks what reads it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** The dotted path of the first string value anywhere in the value that holds one, or undefined. */
export function findControlCharacter(value: unknown): string | undefined {
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (CONTROL_CHARACTER.test(node)) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    // Reversed onto the stack, so the first field in the body is the one reported.
    for (const key of Object.keys(node).reverse()) {
      stack.push({ node: (node as Record<string, unknown>)[key], path: path === '' ? key : `${path}.${key}` });
    }
  }
  return undefined;
}

export type Validation<T> = { ok: true; data: T } | { ok: false; problem: BodyProblem };

/** Guards the raw value (keys, control characters), then parses it with the shared schema; the first issue is reported. */
export function validateBody<S extends z.ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  const forbidden = findForbiddenKey(value);
  if (forbidden !== undefined) {
    return { ok: false, problem: { status: 400, error: `${forbidden}: forbidden key`, field: forbidden } };
  }
  const control = findControlCharacter(value);
  if (control !== undefined) {
    const field = control === '' ? 'body' : control;
    return { ok: false, problem: { status: 400, error: `${field}: ${CONTROL_CHARACTER_MESSAGE}`, field } };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, problem: { status: 400, ...issueProblem(parsed.error) } };
}
