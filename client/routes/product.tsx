import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../shared/format/money';
import { productQuery } from '../features/catalog/queries';
import { useApp } from '../lib/app-context';
import { pageNotFound, pathnameOf } from '../lib/route-errors';
import type { ScreenModule } from './types';

function Product() {
  const { api } = useApp();
  const { handle = '' } = useParams();
  const { data } = useSuspenseQuery(productQuery(api, handle));
  const product = data.product!;
  return (
    <article className="page page-product">
      <h1>{product.title}</h1>
      <p>{product.subtitle}</p>
      <p className="price">{formatMoney(product.priceRange.min)}</p>
    </article>
  );
}

export const productScreen: ScreenModule = {
  loader: ({ queryClient, api }) => async ({ params, request }) => {
    const { product } = await queryClient.ensureQueryData(productQuery(api, params.handle ?? ''));
    if (!product) pageNotFound(pathnameOf(request));
    return { title: product.title, description: product.subtitle };
  },
  Component: Product,
};
