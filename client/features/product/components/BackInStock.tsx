import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useActionData, useLocation, useParams } from 'react-router-dom';
import { useFormFetcher } from '../../../lib/forms/form-fetcher';
import { STOCK_ALERT_INTENT, STOCK_ALERT_NOTICE_PARAM } from '../../../../shared/contract/stock-alert-values';
import type { Variant } from '../../../../shared/contract/models';
import { PRODUCT_VARIANT_PATH } from '../../../../shared/routes/route-table';
import { CheckboxField } from '../../../components/ui/form/CheckboxField';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { TextField } from '../../../components/ui/form/TextField';
import { useFocusFirstError } from '../../../components/ui/form/use-focus-first-error';
import { useApp } from '../../../lib/app/app-context';
import { userQuery } from '../../../lib/session/user-query';
import { noticeText, STOCK_ALERT_ANCHOR, variantParamOf, type StockAlertAnswer } from '../stock-alert-form';

/**
 * "Email me when it's back", in place of Add to cart while the chosen size is sold out: a form
 * posted to the product page (its action answers it with JavaScript in place, without it with
 * a 303 back here). A signed-in customer's is one button; a visitor gives an address and ticks
 * the consent box, worded as the newsletter's, and confirms from the mail.
 */
export function BackInStock({
  productTitle,
  variant,
  sizes,
}: {
  productTitle: string;
  variant: Variant;
  /** how many sizes the product has: with one, the heading need not name it */
  sizes: number;
}) {
  const { api } = useApp();
  const { handle = '' } = useParams();
  const location = useLocation();
  // The root loader put the user into the cache; reading it must not refetch.
  const { data: user } = useQuery({ ...userQuery(api), enabled: false });
  const fetcher = useFormFetcher<StockAlertAnswer>(`stock-alert-${variant.id}`);
  const posted = useActionData<StockAlertAnswer | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const own = (a: StockAlertAnswer | undefined) =>
    a?.intent === STOCK_ALERT_INTENT && a.variantId === variant.id ? a : undefined;
  const answer = own(fetcher.data) ?? own(posted);
  const search = new URLSearchParams(location.search);
  const notice =
    search.get('variant') === variantParamOf(variant.id) ? noticeText(search.get(STOCK_ALERT_NOTICE_PARAM)) : null;
  const done = answer?.done ?? (answer ? undefined : (notice ?? undefined));
  useFocusFirstError(formRef, answer?.errors);
  const headingId = `${STOCK_ALERT_ANCHOR}-heading`;

  return (
    <section id={STOCK_ALERT_ANCHOR} className="back-in-stock" aria-labelledby={headingId}>
      <h2 id={headingId} className="back-in-stock-heading">
        {sizes > 1 ? `Sold out in ${variant.title}` : 'Sold out'}
      </h2>
      {done ? (
        <FormAlert done={done} />
      ) : (
        <fetcher.Form
          method="post"
          // Without JavaScript the answer (the page again, a message beside a field, or the 303
          // here with the notice) opens at this block, not at the top of the page.
          action={`${PRODUCT_VARIANT_PATH(handle, variantParamOf(variant.id))}#${STOCK_ALERT_ANCHOR}`}
          ref={formRef}
          className="back-in-stock-form"
          noValidate
        >
          <FormAlert error={answer?.errors?.form} />
          <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
          <input type="hidden" name="variantId" value={variant.id} />
          {user ? (
            <>
              <p className="back-in-stock-lead">
                We will e-mail <strong>{user.email}</strong> once, when {productTitle} in {variant.title} is back.
              </p>
              <SubmitButton className="back-in-stock-button" pendingText="Saving…" pending={fetcher.state !== 'idle'}>
                Email me when it’s back
              </SubmitButton>
              <p className="form-hint">
                See and remove your alerts in <a href="/account/stock-alerts">Stock alerts</a>.
              </p>
            </>
          ) : (
            <>
              <p className="back-in-stock-lead">Leave your e-mail and we will write once, when it is back in stock.</p>
              <TextField
                name="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                defaultValue={answer?.values?.email}
                error={answer?.errors?.fields.email}
              />
              <CheckboxField
                name="consent"
                value="yes"
                required
                error={answer?.errors?.fields.consent}
                label={
                  <>
                    Yes, e-mail me when this size is back in stock. I can unsubscribe at any time (
                    <a href="/privacy_policy">privacy policy</a>).
                  </>
                }
              />
              <SubmitButton className="back-in-stock-button" pendingText="Sending…" pending={fetcher.state !== 'idle'}>
                Email me when it’s back
              </SubmitButton>
            </>
          )}
        </fetcher.Form>
      )}
    </section>
  );
}
