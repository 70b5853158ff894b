import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { memo, Suspense, useEffectEvent, useLayoutEffect } from 'react';
import { useParams } from 'react-router-dom';
import { facetLabel } from '../../shared/catalog/taxonomy';
import type { Product as ProductRecord } from '../../shared/contract/models';
import { productBadges } from '../../shared/rules/product-badges';
import { shopPath } from '../../shared/routes/shop-filters';
import { ProductBadges } from '../components/commerce/ProductBadges';
import { Rating } from '../components/commerce/Rating';
import { DeferredShareButton, shareButtonPart } from '../components/commerce/share-button-part';
import { Breadcrumbs, type Crumb } from '../components/seo/Breadcrumbs';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { productQuery, relatedProductsQuery } from '../features/catalog/queries';
import { CompareBarSlot } from '../features/compare/components/CompareBarSlot';
import { ProductToggles } from '../app/product-toggles';
import { ProductGallery } from '../features/product/components/ProductGallery';
import { PurchaseForm } from '../features/product/components/PurchaseForm';
import { QuietBoundary } from '../features/product/components/QuietBoundary';
import { RelatedProductsFallback } from '../features/catalog/components/RelatedProductsFallback';
import { relatedProductsPart } from '../features/catalog/related-products-part';
import { productJsonLd } from '../features/product/product-json-ld';
import { KeptMarkup } from '../components/ui/KeptMarkup';
import { backInStockPart, PRODUCT_DETAILS, reviewsPart } from '../features/product/product-parts';
import { productAction } from '../features/product/product-action';
import { parseReviewParams, REVIEWS_ANCHOR } from '../features/product/review-params';
import { reviewEligibilityQuery, reviewsQuery } from '../features/product/review-queries';
import { useApp } from '../lib/app/app-context';
import { trackProductView } from '../lib/analytics/product-analytics';
import { StreamedSuspense } from '../lib/query/StreamedSuspense';
import { settledThisTurn } from '../lib/query/settled-this-turn';
import { pageNotFound, pathnameOf } from '../lib/routing/route-errors';
import type { ScreenModule } from './types';
import { GIFT_PRODUCT_TAG } from '../../shared/cart-constants';

/** A gift product's page offers no purchase: the gift rules add it free to a qualifying order. */
export const GIFT_ONLY_NOTE =
  'A gift with qualifying orders: it is added to your cart free when your order qualifies, and is not sold on its own.';

function crumbsFor(product: ProductRecord): Crumb[] {
  const category = product.categories[0];
  return [
    { label: 'Home', to: '/' },
    { label: 'Shop', to: '/shop' },
    ...(category ? [{ label: facetLabel(category), to: shopPath({ category }) }] : []),
    { label: product.title, to: `/products/${product.handle}` },
  ];
}

// Below the buy box, hydrated after it (deferred-part.tsx); each its own component, so the
// page's renders pass them the same props and reach none still waiting for its code.
const Reviews = memo(function Reviews({ handle, title }: { handle: string; title: string }) {
  reviewsPart.preload();
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <reviewsPart.Part handle={handle} title={title} />
      </Suspense>
    </QuietBoundary>
  );
});

const Related = memo(function Related({ product }: { product: ProductRecord }) {
  const { api } = useApp();
  relatedProductsPart.preload();
  return (
    <QuietBoundary>
      <StreamedSuspense fallback={<RelatedProductsFallback />} queries={[relatedProductsQuery(api, product)]}>
        <relatedProductsPart.Part product={product} />
      </StreamedSuspense>
    </QuietBoundary>
  );
});

function Product() {
  const { api } = useApp();
  const { handle = '' } = useParams();
  const { data } = useSuspenseQuery(productQuery(api, handle));
  // The loader answered 404 for unknown handles, so the product is there.
  const product = data.product!;
  const reportView = useEffectEvent(() => trackProductView(product));
  // A layout effect runs before every passive one of the commit: the product is reported
  // before the lists inside its page (related products) report themselves.
  useLayoutEffect(() => reportView(), [product.handle]);
  return (
    <article className="page page-product" data-handle={product.handle}>
      <Breadcrumbs items={crumbsFor(product)} />
      <div className="product-hero">
        <ProductGallery
          images={product.images.length ? product.images : [product.featuredImage]}
          title={product.title}
        />
        <div className="product-summary">
          <ProductBadges badges={productBadges(product, new Date())} className="product-badges-page" />
          <h1 className="product-title">{product.title}</h1>
          <p className="product-subtitle">{product.subtitle}</p>
          <a href={`#${REVIEWS_ANCHOR}`} className="product-rating-link">
            <Rating rating={product.rating} reviewCount={product.reviewCount} />
          </a>
          {product.tags.includes(GIFT_PRODUCT_TAG) ? (
            <p className="gift-only-note">{GIFT_ONLY_NOTE}</p>
          ) : (
            <PurchaseForm key={product.handle} product={product} />
          )}
          <div className="product-secondary-actions">
            <ProductToggles product={product} />
            <DeferredShareButton title={product.title} contentType="product" itemId={product.handle} />
          </div>
        </div>
      </div>
      <KeptMarkup
        identity={product.handle}
        part={PRODUCT_DETAILS}
        id="product-details"
        className="product-details-part"
        props={{ product }}
        // the text it shows, not the stock and prices the product also holds
        variant={[product.descriptionHtml, product.keyBenefits, product.keyIngredients, product.howToUse]}
        untilChanged
      />
      <Reviews key={`reviews-${product.handle}`} handle={product.handle} title={product.title} />
      <Related key={product.handle} product={product} />
      <CompareBarSlot />
    </article>
  );
}

const productScreen: ScreenModule = {
  loader:
    ({ queryClient, api, isServer }) =>
    async ({ params, request }) => {
      const handle = params.handle ?? '';
      // Reviews are awaited with the product (one fast call, asked at the same time): the page
      // of reviews the URL chose is server-rendered for readers without JavaScript, and a few
      // go into the Product JSON-LD in the head.
      const reviews = queryClient.ensureQueryData(
        reviewsQuery(api, handle, parseReviewParams(new URL(request.url).searchParams)),
      );
      // Asked now, not when the review form renders: a signed-out answer is there before the page
      // renders (no suspended render, no streamed script), a signed-in one arrives sooner.
      void queryClient.prefetchQuery(reviewEligibilityQuery(api, handle));
      const [{ product }] = await Promise.all([
        queryClient.ensureQueryData(productQuery(api, handle)),
        reviews.catch(() => null),
      ]);
      if (!product) pageNotFound(pathnameOf(request));
      if (isServer || product.variants.some((v) => !v.availableForSale)) await backInStockPart.load();
      // Not awaited: the page renders without it and streams it in when it arrives. An answer
      // already in the BFF's shared cache arrives within this turn: it is rendered in place.
      const related = queryClient.prefetchQuery(relatedProductsQuery(api, product));
      if (isServer) await settledThisTurn(related);
      return null;
    },
  action: productAction,
  parts: [reviewsPart, relatedProductsPart, shareButtonPart, PRODUCT_DETAILS],
  meta: ({ params, search, queryClient, api, config }) => {
    const product = queryClient.getQueryData(productQuery(api, params.handle ?? '').queryKey)?.product;
    if (!product) return {};
    const reviews =
      queryClient.getQueryData(
        reviewsQuery(api, product.handle, parseReviewParams(new URLSearchParams(search))).queryKey,
      )?.reviews ?? [];
    return {
      title: product.seoTitle ?? product.title,
      description: product.seoDescription ?? product.subtitle,
      jsonLd: [
        productJsonLd(product, config.siteUrl, config.brand, reviews),
        breadcrumbListJsonLd(crumbsFor(product), config.siteUrl),
      ],
    };
  },
  Component: Product,
};

export default productScreen;
