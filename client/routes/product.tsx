import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { facetLabel } from '../../shared/catalog/taxonomy';
import type { Product as ProductRecord } from '../../shared/contract/models';
import { shopPath } from '../../shared/routes/shop-filters';
import { Rating } from '../components/commerce/Rating';
import { Breadcrumbs, type Crumb } from '../components/seo/Breadcrumbs';
import { JsonLd } from '../components/seo/JsonLd';
import { productQuery } from '../features/catalog/queries';
import { CompareBar } from '../features/compare/components/CompareBar';
import { CompareToggle } from '../features/compare/components/CompareToggle';
import { FavoriteButton } from '../features/favorites/components/FavoriteButton';
import { ProductDetails } from '../features/product/components/ProductDetails';
import { ProductGallery } from '../features/product/components/ProductGallery';
import { PurchaseForm } from '../features/product/components/PurchaseForm';
import { QuietBoundary } from '../features/product/components/QuietBoundary';
import { RelatedProducts, RelatedProductsFallback } from '../features/catalog/components/RelatedProducts';
import { productJsonLd } from '../features/product/product-json-ld';
import { useApp } from '../lib/app-context';
import { pageNotFound, pathnameOf } from '../lib/route-errors';
import type { ScreenModule } from './types';

function crumbsFor(product: ProductRecord): Crumb[] {
  const category = product.categories[0];
  return [
    { label: 'Home', to: '/' },
    { label: 'Shop', to: '/shop' },
    ...(category ? [{ label: facetLabel(category), to: shopPath({ category }) }] : []),
    { label: product.title, to: `/products/${product.handle}` },
  ];
}

function Product() {
  const { api, config } = useApp();
  const { handle = '' } = useParams();
  const { data } = useSuspenseQuery(productQuery(api, handle));
  // The loader answered 404 for unknown handles, so the product is there.
  const product = data.product!;
  return (
    <article className="page page-product" data-handle={product.handle}>
      <JsonLd data={productJsonLd(product, config.siteUrl, config.brand)} />
      <Breadcrumbs items={crumbsFor(product)} />
      <div className="product-hero">
        <ProductGallery images={product.images.length ? product.images : [product.featuredImage]} title={product.title} />
        <div className="product-summary">
          <h1 className="product-title">{product.title}</h1>
          <p className="product-subtitle">{product.subtitle}</p>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
          <PurchaseForm key={product.handle} product={product} />
          <div className="product-secondary-actions">
            <FavoriteButton handle={product.handle} title={product.title} variant="full" />
            <CompareToggle handle={product.handle} title={product.title} variant="full" />
          </div>
        </div>
      </div>
      <ProductDetails product={product} />
      <QuietBoundary key={product.handle}>
        <Suspense fallback={<RelatedProductsFallback />}>
          <RelatedProducts handle={product.handle} />
        </Suspense>
      </QuietBoundary>
      <CompareBar />
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
