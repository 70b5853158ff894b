import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../../../shared/cart-constants';
import { UNAVAILABLE_LINE_MESSAGES } from '../../../../shared/contract/cart-messages';
import type { CartLine } from '../../../../shared/contract/models';
import { formatMoney, toAmount } from '../../../../shared/format/money';
import { CartActionForm } from '../../../components/commerce/CartActionForm';
import { QuantityStepper } from '../../../components/commerce/QuantityStepper';
import { Icon } from '../../../components/ui/Icon';
import { Image } from '../../../components/ui/Image';
import { PROVISIONAL_LINE_PREFIX } from '../../../lib/cart/cart-query';
import { useCartForm } from '../../../lib/cart/use-cart-form';

/** Shopify names the only variant of a product 'Default Title'; it says nothing to a shopper. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

export function isGiftLine(line: CartLine): boolean {
  return line.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE);
}

/** − / + (a quantity form) and Remove (a remove form): each posts to the cart action on its own. */
function LineControls({ line, title }: { line: CartLine; title: string }) {
  const form = useCartForm({ source: `line:${line.id}` });
  // A line drawn before the cart answered has no id the cart knows yet.
  const disabled = line.id.startsWith(PROVISIONAL_LINE_PREFIX);
  // While a change is on its way the buttons refuse but keep the focus (aria-disabled).
  const busy = form.busy || undefined;
  const removing = form.sent?.intent === 'remove' || (form.sent?.intent === 'quantity' && form.sent.quantity === 0);
  return (
    <>
      <div className="cart-line-quantity">
        {line.unavailable ? (
          // no longer sold: it can only be removed
          <p className="cart-line-gift-qty">Qty {line.quantity}</p>
        ) : (
          <CartActionForm intent="quantity" hidden={{ lineId: line.id }} onSubmit={form.onSubmit}>
            <QuantityStepper
              mode="submit"
              name="quantity"
              value={line.quantity}
              itemName={title}
              disabled={disabled}
              busy={form.busy}
            />
          </CartActionForm>
        )}
      </div>
      <div className="cart-line-actions">
        <CartActionForm intent="remove" hidden={{ lineId: line.id }} onSubmit={form.onSubmit}>
          <button
            type="submit"
            className="link-button"
            disabled={disabled}
            aria-disabled={busy}
            aria-busy={removing || undefined}
          >
            <Icon name="trash" size={16} /> {removing ? 'Removing…' : 'Remove'}
            <span className="visually-hidden"> {title}</span>
          </button>
        </CartActionForm>
      </div>
      {form.error && (
        <p className="field-error cart-line-error" role="alert">
          {form.error.text}
        </p>
      )}
    </>
  );
}

export function CartLineItem({ line }: { line: CartLine }) {
  const gift = isGiftLine(line);
  const title = line.product.title;
  const href = `/products/${line.product.handle}`;
  const free = toAmount(line.cost.totalAmount.amount) === 0;
  const unavailable = line.unavailable === true;
  return (
    <li
      className={`cart-line${gift ? ' cart-line-gift' : ''}${unavailable ? ' cart-line-unavailable' : ''}`}
      data-line-id={line.id}
      data-handle={line.product.handle}
    >
      <a href={href} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        {line.product.image && <Image src={line.product.image} decorative sizes="xs:96px md:120px" />}
      </a>
      <div className="cart-line-info">
        <h3 className="cart-line-title">
          <a href={href}>{title}</a>
        </h3>
        {gift && <p className="badge badge-gift">Free gift</p>}
        {line.merchandise.title !== DEFAULT_VARIANT_TITLE && (
          <p className="cart-line-variant">{line.merchandise.title}</p>
        )}
        {line.sellingPlan && <p className="cart-line-plan">Subscribe &amp; save: {line.sellingPlan.name}</p>}
        {unavailable ? (
          <p className="cart-line-unavailable-note" data-testid="line-unavailable">
            {gift ? UNAVAILABLE_LINE_MESSAGES.giftLine : UNAVAILABLE_LINE_MESSAGES.line}
          </p>
        ) : (
          <p className="cart-line-unit">
            {free ? 'Free' : <>{formatMoney(line.cost.amountPerQuantity.amount)} each</>}
          </p>
        )}
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">Line total: </span>
        {unavailable ? '—' : free ? 'Free' : formatMoney(line.cost.totalAmount.amount)}
      </p>
      {gift ? (
        // Gift lines are the shop's alone: no quantity or remove controls.
        <div className="cart-line-quantity">
          <p className="cart-line-gift-qty">Qty {line.quantity}</p>
        </div>
      ) : (
        <LineControls line={line} title={title} />
      )}
    </li>
  );
}
