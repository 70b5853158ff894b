import { parseDateTime } from './content-rules';

// What a save of a post or a page does to its publishing state: keep it, publish now, take it
// off the shop, or schedule it for a time that must be in the future (UTC).

export type PublishStatus = 'draft' | 'scheduled' | 'published';
export type PublishIntent = 'save' | 'publish' | 'schedule' | 'unpublish';

export type PublishState = { status: PublishStatus; publishAt: string | null };

export function stateAfter(
  intent: PublishIntent,
  before: PublishState | null,
  publishAtInput: string | undefined,
  now: Date,
): { ok: true; state: PublishState } | { ok: false; message: string } {
  if (intent === 'publish') return { ok: true, state: { status: 'published', publishAt: null } };
  if (intent === 'unpublish') return { ok: true, state: { status: 'draft', publishAt: null } };
  if (intent === 'schedule') {
    const at = parseDateTime(publishAtInput, 'publishing time');
    if (!at.ok) return { ok: false, message: at.message };
    if (!at.value || at.value <= now.toISOString())
      return { ok: false, message: 'Choose a publishing time in the future (UTC).' };
    return { ok: true, state: { status: 'scheduled', publishAt: at.value } };
  }
  return { ok: true, state: { status: before?.status ?? 'draft', publishAt: before?.publishAt ?? null } };
}
