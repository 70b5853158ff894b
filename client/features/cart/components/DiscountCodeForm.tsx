import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FREE_SHIPPING_DISCOUNT_TYPE } from '../../../../shared/cart-constants';
import { CART_MESSAGES } from '../../../../shared/contract/cart-messages';
import { CartActionForm } from '../../../components/commerce/CartActionForm';
import { useApp } from '../../../lib/app/app-context';
import { useCartForm } from '../../../lib/cart/use-cart-form';
import { isCodeNotice, useDocumentNotice } from '../../../lib/forms/use-document-notice';
import { discountTypeQuery } from '../queries';

/** An applied code, its free-shipping note (SPEC section 7: get-discount-type) and its remove form. */
function AppliedCode({ code }: { code: string }) {
  const { api } = useApp();
  const form = useCartForm({ source: `code:${code}` });
  // The cart loader fetched the types of codes already applied, so this renders on the server.
  const { data: type } = useQuery(discountTypeQuery(api, code));
  const removing = form.sent?.intent === 'remove-code';
  return (
    <li className="applied-code">
      <span className="badge">{code}</span>
      {type === FREE_SHIPPING_DISCOUNT_TYPE && (
        <span className="free-shipping-note">{CART_MESSAGES.freeShipping(code)}</span>
      )}
      <CartActionForm intent="remove-code" hidden={{ code }} onSubmit={form.onSubmit} className="applied-code-remove">
        <button
          type="submit"
          className="link-button"
          aria-disabled={form.busy || undefined}
          aria-busy={removing || undefined}
        >
          {removing ? 'Removing…' : 'Remove'}
          <span className="visually-hidden"> discount code {code}</span>
        </button>
      </CartActionForm>
      {form.error && (
        <p className="field-error" role="alert">
          {form.error.text}
        </p>
      )}
    </li>
  );
}

export function DiscountCodeForm({ codes }: { codes: string[] }) {
  const form = useCartForm({ source: 'code', resetOnSuccess: true });
  const id = useId();
  // Without JavaScript a refused code comes back with the page after the post (the cart
  // action's notice), with what was typed.
  // Once the form is sent here (with JavaScript), its own answer replaces that one.
  const posted = useDocumentNotice();
  const [sentHere, setSentHere] = useState(false);
  if (form.sent && !sentHere) setSentHere(true);
  const refusedPost = isCodeNotice(posted) && !sentHere ? posted : null;
  // A refusal (unknown code, already applied) or an empty field belongs beside the input.
  const error = form.fieldErrors.code ?? form.error?.text ?? refusedPost?.text;
  const applied = form.notice?.text;
  const applying = form.sent?.intent === 'apply-code';

  return (
    <div className="discount-codes">
      <CartActionForm intent="apply-code" onSubmit={form.onSubmit} className="discount-form">
        <label htmlFor={id}>Discount code</label>
        <div className="inline-field">
          <input
            id={id}
            name="code"
            defaultValue={refusedPost?.value ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error || applied ? `${id}-feedback` : undefined}
          />
          <button
            type="submit"
            className="btn btn-outlined btn-primary"
            aria-disabled={form.busy || undefined}
            aria-busy={applying || undefined}
          >
            <span className="btn-label">{applying ? 'Applying…' : 'Apply'}</span>
          </button>
        </div>
        {error ? (
          <p id={`${id}-feedback`} className="field-error" role="alert">
            {error}
          </p>
        ) : applied ? (
          <p id={`${id}-feedback`} className="field-success">
            {applied}
          </p>
        ) : null}
      </CartActionForm>
      {codes.length > 0 && (
        <ul className="applied-codes" aria-label="Applied discount codes">
          {codes.map((c) => (
            <AppliedCode key={c} code={c} />
          ))}
        </ul>
      )}
    </div>
  );
}
