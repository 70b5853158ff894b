import { describe, expect, it } from 'vitest';
import {
  checkModeration,
  MODERATION_MESSAGES,
  moderationsFor,
  parseStatusFilter,
  REASON_MAX,
  statusLabel,
  type Moderation,
  type ModerationCheck,
  type ReviewStatus,
} from './review-transitions';

describe('checkModeration', () => {
  it.each<[ReviewStatus, Moderation, unknown, ModerationCheck]>([
    ['pending', 'approve', undefined, { ok: true, to: 'published', reason: null }],
    ['pending', 'approve', 'ignored', { ok: true, to: 'published', reason: null }],
    ['pending', 'reject', '  Spam link  ', { ok: true, to: 'rejected', reason: 'Spam link' }],
    ['published', 'unpublish', 'Posted twice', { ok: true, to: 'rejected', reason: 'Posted twice' }],
    ['pending', 'reject', '', { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonRequired }],
    ['pending', 'reject', '   ', { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonRequired }],
    ['pending', 'reject', ['a', 'b'], { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonRequired }],
    [
      'pending',
      'reject',
      'x'.repeat(REASON_MAX + 1),
      { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonTooLong },
    ],
    ['published', 'unpublish', '', { ok: false, kind: 'invalid', message: MODERATION_MESSAGES.reasonRequired }],
    ['published', 'approve', undefined, { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPending }],
    ['rejected', 'approve', undefined, { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPending }],
    ['rejected', 'reject', 'again', { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPending }],
    ['published', 'reject', 'late', { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPending }],
    ['pending', 'unpublish', 'no', { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPublished }],
    ['rejected', 'unpublish', 'no', { ok: false, kind: 'conflict', message: MODERATION_MESSAGES.notPublished }],
  ])('%s + %s (reason %j)', (status, moderation, reason, expected) => {
    expect(checkModeration(status, moderation, reason)).toEqual(expected);
  });

  it('takes a reason of exactly the longest length', () => {
    expect(checkModeration('pending', 'reject', 'x'.repeat(REASON_MAX)).ok).toBe(true);
  });
});

describe('what the page offers and says', () => {
  it.each<[ReviewStatus, Moderation[]]>([
    ['pending', ['approve', 'reject']],
    ['published', ['unpublish']],
    ['rejected', []],
  ])('%s offers %j', (status, offered) => {
    expect(moderationsFor(status)).toEqual(offered);
  });

  it.each<[ReviewStatus, string | null, string]>([
    ['pending', null, 'Pending'],
    ['published', '2026-01-01T00:00:00.000Z', 'Published'],
    ['published', null, 'Published'],
    ['rejected', null, 'Rejected'],
    ['rejected', '2026-01-01T00:00:00.000Z', 'Unpublished'],
  ])('%s published at %s is labelled %s', (status, publishedAt, label) => {
    expect(statusLabel(status, publishedAt)).toBe(label);
  });

  it.each<[unknown, ReviewStatus]>([
    ['published', 'published'],
    ['rejected', 'rejected'],
    ['pending', 'pending'],
    [undefined, 'pending'],
    ['PUBLISHED', 'pending'],
    [['published'], 'pending'],
  ])('status filter %j reads as %s', (raw, status) => {
    expect(parseStatusFilter(raw)).toBe(status);
  });
});
