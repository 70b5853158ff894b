import { useParams } from 'react-router-dom';
import type { Variant } from '../../../../shared/contract/models';
import { PRODUCT_VARIANT_PATH } from '../../../../shared/routes/route-table';
import { STOCK_ALERT_ANCHOR, variantParamOf } from '../stock-alert-form';

/**
 * The sold-out sizes of a product whose chosen size is on sale, each a link to the page at that
 * size: without JavaScript the size buttons cannot swap the form, so this is the way there.
 */
export function SoldOutSizes({ variants, current }: { variants: readonly Variant[]; current: Variant }) {
  const { handle = '' } = useParams();
  const soldOut = current.availableForSale ? variants.filter((v) => !v.availableForSale) : [];
  if (soldOut.length === 0) return null;
  return (
    <p className="sold-out-sizes form-hint">
      {soldOut.map((v, i) => (
        <span key={v.id}>
          {i > 0 && ' · '}
          {v.title} is sold out:{' '}
          <a href={`${PRODUCT_VARIANT_PATH(handle, variantParamOf(v.id))}#${STOCK_ALERT_ANCHOR}`}>
            email me when it’s back
          </a>
        </span>
      ))}
    </p>
  );
}
