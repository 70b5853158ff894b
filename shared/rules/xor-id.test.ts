import { describe, expect, it } from 'vitest';
import { decodeId, encodeId } from './xor-id';

describe('xor id codec', () => {
  it.each([
    'gid://shopify/MailingAddress/1',
    'gid://shopify/MailingAddress/9876543210?model_name=CustomerAddress',
    'gid://shopify/MailingAddress/12345678901234567890',
    'gid://x',
    'gid://shopify/Ünïcødé/✓',
  ])('round-trips %s', (gid) => {
    const encoded = encodeId(gid);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(encoded).not.toContain('gid');
    expect(decodeId(encoded)).toBe(gid);
    expect(encodeURIComponent(encoded)).toBe(encoded);
  });

  it.each([
    ['a raw gid passes through', 'gid://shopify/MailingAddress/1', 'gid://shopify/MailingAddress/1'],
    ['not base64url', 'abc$%', 'abc$%'],
    ['empty', '', ''],
    ['impossible base64 length', 'abcde', 'abcde'],
    ['decodes to something without the gid prefix', encodeId('hello world'), encodeId('hello world')],
    ['plain number', '12345', '12345'],
  ])('%s', (_name, input, expected) => {
    expect(decodeId(input)).toBe(expected);
  });

  it('is deterministic', () => {
    expect(encodeId('gid://shopify/MailingAddress/1')).toBe(encodeId('gid://shopify/MailingAddress/1'));
  });
});
