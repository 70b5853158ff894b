import type { Address } from '../../../../shared/contract/models';
import { formatMoney } from '../../../../shared/format/money';
import type { OrderStatus } from '../../../../shared/rules/order-transitions';

// Small pieces the orders list and detail share.

export const STATUS_LABEL: Record<OrderStatus, string> = {
  processing: 'Processing',
  shipped: 'Shipped',
  fulfilled: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function cents(value: number): string {
  return formatMoney(value / 100);
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`console-status console-order-${status}`}>{STATUS_LABEL[status]}</span>;
}

/** The sentence next to a refused field; the input names it with aria-describedby. */
export function AddressBlock({ address }: { address: Partial<Address> | null }) {
  if (!address) return <p>None</p>;
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.city, address.provinceCode, address.zip]
      .filter(Boolean)
      .join(', ')
      .replace(/, (\d)/, ' $1'),
    address.country,
    address.phone,
  ].filter((l): l is string => Boolean(l));
  return (
    <address>
      {lines.map((l, i) => (
        <span key={i}>
          {l}
          <br />
        </span>
      ))}
    </address>
  );
}
