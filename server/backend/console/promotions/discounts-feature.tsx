import type { Request } from 'express';
import { noticeFrom, sendPage } from '../console-context';
import { staffOf, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { isStale, postedVersion } from '../ui/drawn-version';
import { NotFoundPage } from '../ui/message-pages';
import { DISCOUNT_NOTICES, DiscountFormPage, DiscountListPage, EMPTY_DISCOUNT } from './discount-pages';
import { checkDiscount, formOf, type DiscountForm } from './discount-rules';
import {
  createDiscount,
  DISCOUNT_TAGS,
  discountByCode,
  discountVersion,
  listDiscounts,
  setDiscountEnabled,
  updateDiscount,
} from './discount-store';

// GET /discounts, GET /discounts/new, POST /discounts, GET /discounts/:code, POST
// /discounts/:code, POST /discounts/:code/enabled (enabled=1|0). Owner only (promotions.*).
// A change answers 303 to the list with a notice and emits DISCOUNTS_TAG; a refused value
// answers the form again (400) with what was typed and the message at its field; an edit made
// on terms someone saved meanwhile answers 409 with the code as it is now.

const text = (req: Request, name: string): string => {
  const v = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v.slice(0, 500) : '';
};

const formFrom = (req: Request): DiscountForm => ({
  code: text(req, 'code'),
  kind: text(req, 'kind'),
  value: text(req, 'value'),
  description: text(req, 'description'),
  starts: text(req, 'starts'),
  ends: text(req, 'ends'),
  minimum: text(req, 'minimum'),
  usageLimit: text(req, 'usageLimit'),
  perCustomerLimit: text(req, 'perCustomerLimit'),
  enabled: text(req, 'enabled') === '1',
});

const codeParam = (req: Request) => String(req.params.code).slice(0, 60).toUpperCase();

export const discountsFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/discounts', requireAction('promotions.view'), (req, res) => {
      const staff = staffOf(res);
      sendPage(
        res,
        200,
        <DiscountListPage
          staff={staff}
          rows={listDiscounts(deps.db)}
          canEdit={can(staff.role, 'promotions.edit')}
          notice={noticeFrom(req.query.notice, DISCOUNT_NOTICES)}
        />,
      );
    });

    router.get('/discounts/new', requireAction('promotions.edit'), (_req, res) => {
      sendPage(res, 200, <DiscountFormPage staff={staffOf(res)} form={EMPTY_DISCOUNT} errors={{}} />);
    });

    router.post('/discounts', requireAction('promotions.edit'), (req, res) => {
      const form = formFrom(req);
      const checked = checkDiscount(form);
      const result = checked.ok ? createDiscount(deps.db, staffOf(res), checked.values, deps.now()) : checked;
      if (!result.ok)
        return sendPage(res, 400, <DiscountFormPage staff={staffOf(res)} form={form} errors={result.errors} />);
      deps.changes.emit(DISCOUNT_TAGS);
      res.redirect(303, '/discounts?notice=created');
    });

    router.get('/discounts/:code', requireAction('promotions.edit'), (req, res) => {
      const found = discountByCode(deps.db, codeParam(req));
      if (!found) return sendPage(res, 404, <NotFoundPage />);
      sendPage(
        res,
        200,
        <DiscountFormPage
          staff={staffOf(res)}
          form={formOf(found)}
          errors={{}}
          editing={found.code}
          timesUsed={found.timesUsed}
          drawn={{ version: discountVersion(found) }}
        />,
      );
    });

    router.post('/discounts/:code', requireAction('promotions.edit'), (req, res) => {
      const found = discountByCode(deps.db, codeParam(req));
      if (!found) return sendPage(res, 404, <NotFoundPage />);
      // the name is fixed: whatever the form says, the code edited is the one in the address
      const form = { ...formFrom(req), code: found.code };
      const checked = checkDiscount(form);
      if (!checked.ok)
        return sendPage(
          res,
          400,
          <DiscountFormPage
            staff={staffOf(res)}
            form={form}
            errors={checked.errors}
            editing={found.code}
            timesUsed={found.timesUsed}
            drawn={{ version: postedVersion(req.body) }}
          />,
        );
      const result = updateDiscount(
        deps.db,
        staffOf(res),
        found.code,
        checked.values,
        postedVersion(req.body),
        deps.now(),
      );
      if (!result) return sendPage(res, 404, <NotFoundPage />);
      if (isStale(result)) {
        const current = discountByCode(deps.db, found.code)!;
        return sendPage(
          res,
          409,
          <DiscountFormPage
            staff={staffOf(res)}
            form={formOf(current)}
            errors={{}}
            editing={current.code}
            timesUsed={current.timesUsed}
            drawn={{ version: discountVersion(current), stale: true }}
          />,
        );
      }
      deps.changes.emit(DISCOUNT_TAGS);
      res.redirect(303, '/discounts?notice=saved');
    });

    router.post('/discounts/:code/enabled', requireAction('promotions.edit'), (req, res) => {
      const enabled = text(req, 'enabled') === '1';
      if (!setDiscountEnabled(deps.db, staffOf(res), codeParam(req), enabled, deps.now()))
        return sendPage(res, 404, <NotFoundPage />);
      deps.changes.emit(DISCOUNT_TAGS);
      res.redirect(303, `/discounts?notice=${enabled ? 'enabled' : 'disabled'}`);
    });
  },
};
