import {
  FeaturesSkeleton,
  ImageWithFallback,
  LoadFailed,
  quietly,
  useRetry,
  useScreenOpened,
} from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { ProductGrid } from '../../entities/product/product-grid';
import { BrandTiles, CategoryTiles } from '../../features/browse-tiles/browse-tiles';
import { Carousel } from '../../features/carousel/carousel';
import { useDocumentTitle } from '../document-title';
import {
  $features,
  $products,
  $productsLoading,
  $remark,
  $sliders,
  featuresLoad,
  pageOpened,
  productsLoad,
  REMARK_TABS,
  remarkChosen,
  slidersLoad,
} from './model';
import './home.css';
import { HOME_TITLE } from './head';

function FeatureStrip() {
  const features = useUnit($features);
  const failure = quietly(useRetry(featuresLoad));
  if (features === null)
    return failure ? (
      <LoadFailed what="features" {...failure}>
        <FeaturesSkeleton />
      </LoadFailed>
    ) : (
      <FeaturesSkeleton />
    );
  return (
    <ul className="home-features" aria-label="Why shop with us">
      {features.map((feature) => (
        <li key={feature._id}>
          <ImageWithFallback src={feature.img} alt="" width={40} height={40} />
          <div>
            <strong>{feature.name}</strong>
            <p>{feature.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function OurProducts() {
  const [products, loading, remark, choose] = useUnit([$products, $productsLoading, $remark, remarkChosen]);
  const failure = useRetry(productsLoad);
  return (
    <section className="home-products" aria-labelledby="our-products">
      <h2 id="our-products">Our Products</h2>
      <div role="tablist" aria-label="Products by remark" className="home-tabs">
        {REMARK_TABS.map((tab) => (
          <button
            key={tab.remark}
            type="button"
            role="tab"
            aria-selected={remark === tab.remark}
            aria-controls="remark-products"
            onClick={() => choose(tab.remark)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="remark-products" role="tabpanel" aria-label={`${remark} products`}>
        <ProductGrid products={products} loading={loading} label={`${remark} products`} failure={failure} />
      </div>
    </section>
  );
}

export function HomePage() {
  const [sliders, opened] = useUnit([$sliders, pageOpened]);
  useDocumentTitle(HOME_TITLE);
  useScreenOpened(opened, '');
  return (
    <div className="home">
      {/* The page's name for screen readers and search engines; the carousel is the visual opening. */}
      <h1 className="shop-visually-hidden">Welcome to the shop</h1>
      {/* With the API down every section fails at once: only the products, the page's main content, are an alert. */}
      <Carousel slides={sliders} failure={quietly(useRetry(slidersLoad))} />
      <FeatureStrip />
      <CategoryTiles />
      <OurProducts />
      <BrandTiles />
    </div>
  );
}
