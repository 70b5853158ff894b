import type { Request, RequestHandler, Response } from 'express';
import type { GiftRule } from '../../../../shared/contract/content-models';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleFeature } from '../console-feature';
import { requireAction } from '../require-action';
import { isStale, postedVersion, type Drawn } from '../ui/drawn-version';
import { NotFoundPage } from '../ui/message-pages';
import {
  GIFT_RULE_TAGS,
  giftProducts,
  giftRuleByHandle,
  giftRuleForm,
  giftRuleVersion,
  listGiftRules,
  productFacts,
  saveGiftRule,
} from './gift-rule-admin';
import { EMPTY_GIFT_RULE, GIFT_RULE_NOTICES, GiftRuleFormPage, GiftRuleListPage } from './gift-rule-pages';
import { checkGiftRule, type GiftRuleForm } from './gift-rule-rules';

// GET /gift-rules, GET /gift-rules/new, POST /gift-rules, GET /gift-rules/:handle,
// POST /gift-rules/:handle. Owner only (promotions.*). A save answers 303 with a notice and
// emits DISCOUNTS_TAG (the gift rules' answers carry it); a refused value answers the form (400);
// an edit made on a rule someone saved meanwhile answers 409 with the rule as it is now.

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const text = (req: Request, name: string): string => {
  const v = body(req)[name];
  return typeof v === 'string' ? v.slice(0, 2000) : '';
};

const formFrom = (req: Request): GiftRuleForm => {
  const gifts = body(req).giftProducts;
  return {
    handle: text(req, 'handle'),
    enabled: text(req, 'enabled') === '1',
    starts: text(req, 'starts'),
    ends: text(req, 'ends'),
    trigger: text(req, 'trigger'),
    total: text(req, 'total'),
    triggerProducts: text(req, 'triggerProducts'),
    giftProducts: (Array.isArray(gifts) ? gifts : [gifts])
      .filter((g): g is string => typeof g === 'string')
      .slice(0, 50),
  };
};

export const giftRulesFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/gift-rules', requireAction('promotions.view'), (req, res) => {
      sendPage(
        res,
        200,
        <GiftRuleListPage
          staff={staffOf(res)}
          rules={listGiftRules(deps.db)}
          notice={noticeFrom(req.query.notice, GIFT_RULE_NOTICES)}
        />,
      );
    });

    router.get('/gift-rules/new', requireAction('promotions.edit'), (_req, res) => {
      sendPage(
        res,
        200,
        <GiftRuleFormPage staff={staffOf(res)} form={EMPTY_GIFT_RULE} errors={{}} gifts={giftProducts(deps.db)} />,
      );
    });

    const sendEditor = (res: Response, status: number, rule: GiftRule, drawn: Drawn) =>
      sendPage(
        res,
        status,
        <GiftRuleFormPage
          staff={staffOf(res)}
          form={giftRuleForm(rule)}
          errors={{}}
          gifts={giftProducts(deps.db)}
          editing={rule.handle}
          summary={rule.title}
          drawn={drawn}
        />,
      );

    const save =
      (creating: boolean): RequestHandler =>
      (req, res) => {
        const existing = creating ? null : giftRuleByHandle(deps.db, String(req.params.handle));
        if (!creating && !existing) return sendPage(res, 404, <NotFoundPage />);
        const form = existing ? { ...formFrom(req), handle: existing.handle } : formFrom(req);
        const checked = checkGiftRule(form, (h) => productFacts(deps.db, h));
        const version = creating ? null : postedVersion(req.body);
        const result = checked.ok ? saveGiftRule(deps.db, staffOf(res), checked.values, version, deps.now()) : checked;
        if (isStale(result)) {
          const current = giftRuleByHandle(deps.db, form.handle);
          if (!current) return sendPage(res, 404, <NotFoundPage />);
          return sendEditor(res, 409, current, { version: giftRuleVersion(current), stale: true });
        }
        if (!result.ok) {
          return sendPage(
            res,
            400,
            <GiftRuleFormPage
              staff={staffOf(res)}
              form={form}
              errors={result.errors}
              gifts={giftProducts(deps.db)}
              {...(existing && {
                editing: existing.handle,
                summary: existing.title,
                drawn: { version: version ?? '' },
              })}
            />,
          );
        }
        deps.changes.emit(GIFT_RULE_TAGS);
        res.redirect(303, `/gift-rules?notice=${creating ? 'created' : 'saved'}`);
      };

    router.post('/gift-rules', requireAction('promotions.edit'), save(true));

    router.get('/gift-rules/:handle', requireAction('promotions.edit'), (req, res) => {
      const rule = giftRuleByHandle(deps.db, String(req.params.handle));
      if (!rule) return sendPage(res, 404, <NotFoundPage />);
      sendEditor(res, 200, rule, { version: giftRuleVersion(rule) });
    });

    router.post('/gift-rules/:handle', requireAction('promotions.edit'), save(false));
  },
};
