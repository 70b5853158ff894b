import { formatMoney } from '../../../shared/format/money';

export interface PriceProps {
  price: number;
  /** shown struck through when above the price */
  compareAtPrice?: number | null;
  /** the lowest of several variant prices: says "From" */
  from?: boolean;
  className?: string;
}

/**
 * A price in en-US USD; a sale price reads "Sale price … Regular price …" to screen readers.
 * The price is a span of its own only on sale, where it is coloured apart from the struck one.
 */
export function Price({ price, compareAtPrice, from = false, className }: PriceProps) {
  const onSale = compareAtPrice != null && compareAtPrice > price;
  return (
    <p className={['price', onSale && 'price-on-sale', className].filter(Boolean).join(' ')}>
      {from && <span className="price-from">From </span>}
      {onSale && <span className="visually-hidden">Sale price </span>}
      {onSale ? <span className="price-current">{formatMoney(price)}</span> : formatMoney(price)}
      {onSale && (
        <>
          {' '}
          <span className="visually-hidden">Regular price </span>
          <s className="price-compare">{formatMoney(compareAtPrice)}</s>
        </>
      )}
    </p>
  );
}
