import { Link } from 'react-router-dom';
import { GIFT_ATTRIBUTE_KEY, GIFT_ATTRIBUTE_VALUE } from '../../../../shared/constants';
import type { CartLine } from '../../../../shared/contract/models';
import { formatMoney, toAmount } from '../../../../shared/format/money';
import { Icon } from '../../../components/ui/Icon';
import { Image } from '../../../components/ui/Image';
import { QuantityStepper } from '../../../components/commerce/QuantityStepper';

/** Shopify names the only variant of a product 'Default Title'; it says nothing to a shopper. */
const DEFAULT_VARIANT_TITLE = 'Default Title';

export function isGiftLine(line: CartLine): boolean {
  return line.attributes.some((a) => a.key === GIFT_ATTRIBUTE_KEY && a.value === GIFT_ATTRIBUTE_VALUE);
}

export interface CartLineItemProps {
  line: CartLine;
  busy: boolean;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
}

export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineItemProps) {
  const gift = isGiftLine(line);
  const title = line.product.title;
  const href = `/products/${line.product.handle}`;
  const free = toAmount(line.cost.totalAmount.amount) === 0;
  return (
    <li className={`cart-line${gift ? ' cart-line-gift' : ''}`} data-line-id={line.id} data-handle={line.product.handle}>
      <Link to={href} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        {line.product.image && <Image src={line.product.image} decorative sizes="xs:96px md:120px" />}
      </Link>
      <div className="cart-line-info">
        <h3 className="cart-line-title"><Link to={href}>{title}</Link></h3>
        {gift && <p className="badge badge-gift">Free gift</p>}
        {line.merchandise.title !== DEFAULT_VARIANT_TITLE && <p className="cart-line-variant">{line.merchandise.title}</p>}
        {line.sellingPlan && <p className="cart-line-plan">Subscribe &amp; save: {line.sellingPlan.name}</p>}
        <p className="cart-line-unit">
          {free ? 'Free' : <>{formatMoney(line.cost.amountPerQuantity.amount)} each</>}
        </p>
      </div>
      <div className="cart-line-quantity">
        {gift ? (
          <p className="cart-line-gift-qty">Qty {line.quantity}</p>
        ) : (
          <QuantityStepper value={line.quantity} itemName={title} disabled={busy} onChange={(q) => onQuantity(line, q)} />
        )}
      </div>
      <p className="cart-line-total">
        <span className="visually-hidden">Line total: </span>
        {free ? 'Free' : formatMoney(line.cost.totalAmount.amount)}
      </p>
      <div className="cart-line-actions">
        {!gift && (
          <button type="button" className="link-button" disabled={busy} onClick={() => onRemove(line)}>
            <Icon name="trash" size={16} /> Remove<span className="visually-hidden"> {title}</span>
          </button>
        )}
      </div>
    </li>
  );
}
