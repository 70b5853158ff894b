import { describe, expect, it } from 'vitest';
import { callLabel, methodLabel, statusClass, tagKind, upstreamOutcome } from './label-values';

describe('label values', () => {
  it.each([
    ['GET', 'GET'],
    ['POST', 'POST'],
    ['PROPFIND', 'other'],
    ['get', 'other'],
  ])('method %s → %s', (method, label) => expect(methodLabel(method)).toBe(label));

  it.each([
    [200, '2xx'],
    [204, '2xx'],
    [303, '3xx'],
    [404, '4xx'],
    [429, '4xx'],
    [503, '5xx'],
    [101, '1xx'],
    [0, 'other'],
    [999, 'other'],
  ])('status %d → %s', (status, label) => expect(statusClass(status)).toBe(label));

  it.each([
    ['get-cart', 'get-cart'],
    ['get-product-by-handle', 'get-product-by-handle'],
    ['../../etc/passwd', 'unknown'],
    ['__proto__', 'unknown'],
    ['constructor', 'unknown'],
  ])('call %s → %s', (name, label) => expect(callLabel(name)).toBe(label));

  it.each([
    [{ status: 200 }, 'ok'],
    [{ status: 304 }, 'ok'],
    [{ status: 404 }, '4xx'],
    [{ status: 502 }, '5xx'],
    [{ timedOut: true }, 'timeout'],
    [{ timedOut: false }, 'error'],
  ])('upstream %j → %s', (result, outcome) => expect(upstreamOutcome(result)).toBe(outcome));

  it.each([
    ['product:daily-glow-serum', 'product'],
    ['reviews:x', 'reviews'],
    ['content:home', 'content'],
    ['call:get-navigation', 'call'],
    ['navigation', 'navigation'],
    ['products', 'products'],
    ['forged:anything', 'other'],
    ['', 'other'],
  ])('tag %s → %s', (tag, kind) => expect(tagKind(tag)).toBe(kind));
});
