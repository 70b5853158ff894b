import type { Announcement, GiftRule } from '../../../shared/contract/content-models';
import { fillGiftTokens, giftTokensIn } from '../../../shared/rules/gift-announcement';
import { giftRuleSummary } from '../../../shared/rules/gift-rule-summary';
import { isRuleActive } from '../../../shared/rules/gift-rules';
import type { Db } from '../db/open-database';
import { placeholders, sql } from '../db/statements';
import { listDocuments } from './document-store';

/** Gift rules are stored already in contract shape (resolved to product ids at seed time). */
export function loadGiftRules(db: Db): GiftRule[] {
  return listDocuments<GiftRule>(db, 'gift_rule');
}

/** Titles by handle of the products the rules name, as the catalogue has them now. */
function titlesOf(db: Db, rules: readonly GiftRule[]): Map<string, string> {
  const handles = [
    ...new Set(rules.flatMap((r) => [...r.buy_products, ...r.get_products].map((p) => p.products_id.handle))),
  ];
  if (handles.length === 0) return new Map();
  const rows = sql(db, `SELECT handle, title FROM products WHERE handle IN (${placeholders(handles.length)})`).all(
    ...handles,
  ) as { handle: string; title: string }[];
  return new Map(rows.map((r) => [r.handle, r.title]));
}

/**
 * The rules as the shop reads them: each with its plain-language summary, worked out from the
 * rule and its products' current titles (a renamed gift reads right at once).
 */
export function giftRulesWithSummaries(db: Db): GiftRule[] {
  const rules = loadGiftRules(db);
  const titles = titlesOf(db, rules);
  const title = (p: { products_id: { handle: string } }) => titles.get(p.products_id.handle) ?? [];
  return rules.map((rule) => ({
    ...rule,
    summary: giftRuleSummary({
      buy_trigger: rule.buy_trigger,
      buy_total: rule.buy_total,
      triggerTitles: rule.buy_products.flatMap(title),
      giftTitles: rule.get_products.flatMap(title),
    }),
  }));
}

/**
 * Announcements with each `{gift:<handle>}` written as that rule's summary; one naming a rule
 * that is not running now is left out (shared/rules/gift-announcement.ts). `namesGiftRules`
 * says the answer depends on the rules (the BFF's caches then forget it when one changes).
 */
export function withGiftSummaries(
  db: Db,
  announcements: readonly Announcement[],
  now: Date,
): { announcements: Announcement[]; namesGiftRules?: true } {
  if (!announcements.some((a) => giftTokensIn(a.text).length > 0)) return { announcements: [...announcements] };
  const running = new Map(
    giftRulesWithSummaries(db)
      .filter((r) => isRuleActive(r, now))
      .map((r) => [r.handle, r.summary!]),
  );
  return {
    announcements: announcements.flatMap((a) => {
      const text = fillGiftTokens(a.text, (handle) => running.get(handle) ?? null);
      return text === null ? [] : [{ ...a, text }];
    }),
    namesGiftRules: true,
  };
}
