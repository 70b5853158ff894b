import { GLOBALS_TAG } from '../../../../shared/contract/change-tags';
import type { Globals } from '../../../../shared/contract/content-models';
import { freeShippingThresholdCents } from '../../checkout/checkout-store';
import { getDocument, putDocument } from '../../content/document-store';
import type { Db } from '../../db/open-database';
import { sql } from '../../db/statements';
import { recordAudit, type Actor } from '../audit/audit-trail';
import type { ConsoleDeps } from '../console-feature';
import { checkLink, checkText, listOf, parseAmountCents } from './content-rules';

// The shop's global settings (the footer's legal copy and links, the social links, the
// free-shipping threshold) and the 404 page's content, kept in the 'globals' document the shop's
// get-globals reads. The threshold is the checkout's own setting (checkout_settings), so the cart's
// count-down and the charge never disagree. Saved with its audit entry in one transaction, then
// the shop's cached globals are purged.

export const SOCIAL_ICONS = ['instagram', 'facebook', 'youtube', 'tiktok', 'pinterest'] as const;
export const LEGAL_COPY_MAX = 600;
export const LINK_TEXT_MAX = 80;
/** Rows a form offers beyond those in use, for adding one without JavaScript. */
export const SPARE_ROWS = 2;

type Deps = Pick<ConsoleDeps, 'db' | 'now' | 'changes'>;
type Legal = NonNullable<Globals['site_legal_links']>[number];
type Social = NonNullable<Globals['site_social']>[number];

export interface SettingsView {
  legalCopy: string;
  legal: { text: string; url: string; newTab: boolean }[];
  social: { icon: string; label: string; url: string }[];
  threshold: string;
}

export type FieldErrors = Record<string, string>;

export function readGlobals(db: Db): Globals {
  return getDocument<Globals>(db, 'globals', 'globals') ?? {};
}

export function settingsView(db: Db): SettingsView {
  const g = readGlobals(db);
  return {
    legalCopy: g.site_legal_copy ?? '',
    legal: (g.site_legal_links ?? []).map((l) => ({ text: l.text, url: l.url, newTab: l.target === '_blank' })),
    social: (g.site_social ?? []).map((s) => ({ icon: s.icon, label: s.label, url: s.url })),
    threshold: (freeShippingThresholdCents(db) / 100).toFixed(2),
  };
}

/** The form as sent (rows of repeated fields), to show again when refused. */
export function settingsFromForm(body: Record<string, unknown>): SettingsView {
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  const legalText = listOf(body.legal_text);
  const legalUrl = listOf(body.legal_url);
  const legalTab = new Set(listOf(body.legal_new_tab));
  const socialIcon = listOf(body.social_icon);
  const socialLabel = listOf(body.social_label);
  const socialUrl = listOf(body.social_url);
  return {
    legalCopy: text('legal_copy'),
    legal: legalText.map((t, i) => ({ text: t, url: legalUrl[i] ?? '', newTab: legalTab.has(String(i)) })),
    social: socialLabel.map((l, i) => ({ icon: socialIcon[i] ?? '', label: l, url: socialUrl[i] ?? '' })),
    threshold: text('threshold'),
  };
}

/** Checked settings; a row with neither text nor link is dropped (that is how one is removed). */
export function checkSettings(
  view: SettingsView,
):
  | { ok: true; legalCopy: string; legal: Legal[]; social: Social[]; thresholdCents: number }
  | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const copy = checkText(view.legalCopy, { label: 'legal copy', max: LEGAL_COPY_MAX, required: true });
  if (!copy.ok) errors.legal_copy = copy.message;
  const legal: Legal[] = [];
  view.legal.forEach((row, i) => {
    if (row.text.trim() === '' && row.url.trim() === '') return;
    const text = checkText(row.text, { label: 'link text', max: LINK_TEXT_MAX, required: true });
    if (!text.ok) errors[`legal_text.${i}`] = text.message;
    const url = checkLink(row.url, { label: 'link', required: true });
    if (!url.ok) errors[`legal_url.${i}`] = url.message;
    if (text.ok && url.ok) legal.push({ text: text.value, url: url.value!, target: row.newTab ? '_blank' : '_self' });
  });
  const social: Social[] = [];
  view.social.forEach((row, i) => {
    if (row.label.trim() === '' && row.url.trim() === '') return;
    const label = checkText(row.label, { label: 'name', max: LINK_TEXT_MAX, required: true });
    if (!label.ok) errors[`social_label.${i}`] = label.message;
    const url = checkLink(row.url, { label: 'link', required: true });
    if (!url.ok) errors[`social_url.${i}`] = url.message;
    const icon = (SOCIAL_ICONS as readonly string[]).includes(row.icon) ? row.icon : '';
    if (label.ok && url.ok) social.push({ icon, label: label.value, url: url.value! });
  });
  const threshold = parseAmountCents(view.threshold, 'free-shipping threshold');
  if (!threshold.ok) errors.threshold = threshold.message;
  if (!copy.ok || !threshold.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, legalCopy: copy.value, legal, social, thresholdCents: threshold.value };
}

export type SaveSettingsResult = { ok: true } | { ok: false; errors: FieldErrors };

export function saveSettings(deps: Deps, actor: Actor, view: SettingsView): SaveSettingsResult {
  const checked = checkSettings(view);
  if (!checked.ok) return checked;
  const now = deps.now();
  deps.db.transaction(() => {
    const before = { ...readGlobals(deps.db), free_shipping_threshold: freeShippingThresholdCents(deps.db) / 100 };
    const after: Globals = {
      ...before,
      site_legal_copy: checked.legalCopy,
      site_legal_links: checked.legal,
      site_social: checked.social,
      free_shipping_threshold: checked.thresholdCents / 100,
    };
    putDocument(deps.db, 'globals', 'globals', after);
    sql(
      deps.db,
      "INSERT OR REPLACE INTO checkout_settings (key, value) VALUES ('free_shipping_threshold_cents', ?)",
    ).run(String(checked.thresholdCents));
    recordAudit(
      deps.db,
      actor,
      { action: 'settings.edit', entity: 'globals', entityId: 'globals', before, after },
      now,
    );
  })();
  deps.changes.emit([GLOBALS_TAG]);
  return { ok: true };
}
