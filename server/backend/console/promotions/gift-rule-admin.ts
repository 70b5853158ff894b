import { DISCOUNTS_TAG } from '../../../../shared/contract/change-tags';
import type { GiftRule } from '../../../../shared/contract/content-models';
import { loadGiftRules } from '../../content/gift-rule-store';
import { getDocument, putDocument } from '../../content/document-store';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { gid } from '../../ids';
import { recordAudit, type Actor } from '../audit/audit-trail';
import { drawnVersion, STALE, type Stale } from '../ui/drawn-version';
import { formDays } from './discount-rules';
import {
  GIFT_RULE_MESSAGES,
  type GiftRuleErrors,
  type GiftRuleForm,
  type GiftRuleValues,
  type ProductFacts,
} from './gift-rule-rules';

// Gift-with-purchase rules as the console edits them. They are stored as the content service
// answers them (documents of kind gift_rule, products resolved to ids), so the cart's pricing
// and get-discounts read a saved rule at once; the caller emits GIFT_RULE_TAGS after commit.

export const GIFT_RULE_TAGS = [DISCOUNTS_TAG] as const;

export function productFacts(db: Db, handle: string): ProductFacts | null {
  const row = sql(
    db,
    `SELECT p.title, EXISTS(SELECT 1 FROM product_tags t WHERE t.product_id = p.id AND t.tag = 'gift') AS gift
     FROM products p WHERE p.handle = ?`,
  ).get(handle) as { title: string; gift: number } | undefined;
  return row ? { title: row.title, gift: row.gift === 1 } : null;
}

/** The catalogue's gift products (tagged gift), for the form's choices. */
export function giftProducts(db: Db): { handle: string; title: string }[] {
  return sql(
    db,
    `SELECT p.handle, p.title FROM products p JOIN product_tags t ON t.product_id = p.id AND t.tag = 'gift'
     ORDER BY p.title`,
  ).all() as { handle: string; title: string }[];
}

function productRef(db: Db, handle: string) {
  const p = sql(db, 'SELECT id FROM products WHERE handle = ?').get(handle) as { id: number } | undefined;
  if (!p) return null;
  const variants = (
    sql(db, 'SELECT id FROM variants WHERE product_id = ? ORDER BY position').all(p.id) as { id: number }[]
  ).map((v) => ({ admin_graphql_api_id: gid('ProductVariant', v.id) }));
  return { id: p.id, handle, variants };
}

function documentOf(db: Db, v: GiftRuleValues): GiftRule {
  return {
    handle: v.handle,
    title: v.title,
    enabled: v.enabled,
    start_date: v.start_date,
    end_date: v.end_date,
    buy_trigger: v.buy_trigger,
    get_trigger: 'get_gift',
    buy_total: v.buy_total,
    buy_products: v.buy_product_handles.flatMap((h) => {
      const ref = productRef(db, h);
      return ref ? [{ products_id: { id: ref.id, handle: h }, handle: h }] : [];
    }),
    get_products: v.get_product_handles.flatMap((h) => {
      const ref = productRef(db, h);
      return ref ? [{ products_id: ref, handle: h, variants: ref.variants }] : [];
    }),
  };
}

export const listGiftRules = (db: Db): GiftRule[] => loadGiftRules(db);

export const giftRuleByHandle = (db: Db, handle: string): GiftRule | null =>
  getDocument<GiftRule>(db, 'gift_rule', handle);

/** The version an edit form carries: the rule as stored. */
export const giftRuleVersion = (rule: GiftRule) => drawnVersion(rule);

/** The form's fields for a stored rule. */
export function giftRuleForm(rule: GiftRule): GiftRuleForm {
  return {
    handle: rule.handle,
    enabled: rule.enabled,
    ...formDays(rule.start_date, rule.end_date),
    trigger: rule.buy_trigger,
    total: rule.buy_total ? String(Number(rule.buy_total)) : '',
    triggerProducts: rule.buy_products.map((p) => p.handle).join(', '),
    giftProducts: rule.get_products.map((p) => p.handle),
  };
}

/**
 * Creates (`version` null) or replaces a rule, audited; a new handle already taken is refused,
 * and so is a replacement made on a rule someone saved since the form's `version` (STALE).
 */
export function saveGiftRule(
  db: Db,
  actor: Actor,
  values: GiftRuleValues,
  version: string | null,
  now: Date,
): { ok: true } | { ok: false; errors: GiftRuleErrors } | Stale {
  const creating = version === null;
  return db.transaction(() => {
    const before = giftRuleByHandle(db, values.handle);
    if (creating && before) return { ok: false as const, errors: { handle: GIFT_RULE_MESSAGES.handleTaken } };
    if (!creating && (!before || version !== giftRuleVersion(before))) return STALE;
    const position = before
      ? (
          sql(db, "SELECT position FROM documents WHERE kind = 'gift_rule' AND key = ?").get(values.handle) as {
            position: number;
          }
        ).position
      : (
          sql(db, "SELECT COALESCE(MAX(position), -1) + 1 AS p FROM documents WHERE kind = 'gift_rule'").get() as {
            p: number;
          }
        ).p;
    const after = documentOf(db, values);
    putDocument(db, 'gift_rule', values.handle, after, position);
    recordAudit(
      db,
      actor,
      {
        action: creating ? 'gift_rule.create' : 'gift_rule.edit',
        entity: 'gift_rule',
        entityId: values.handle,
        ...(before && { before }),
        after,
      },
      now,
    );
    return { ok: true as const };
  })();
}
