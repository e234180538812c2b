import './ui.css';

export { BusyLabel } from './busy-label';
export { EmptyView, NoDataView } from './empty-views';
export { type Fold, FoldToggle, useFold } from './fold';
export { FormField, useFocusOnFieldToFix } from './form-field';
export { ImageWithFallback } from './image-with-fallback';
export { InBrowser, RenderedInBrowser } from './in-browser';
export { FIRST_LINE_CHOICE, LineChoices, type LineOption, unchosenOptions } from './line-choices';
export { LoadFailed, quietly, type RetryProps } from './load-failed';
export { createLoadFailure, type LoadFailure, retryDelay, SLOW_ANSWER_MS, useRetry } from './load-failure';
export { Price } from './price';
export { ProductCard } from './product-card';
export {
  BrandsSkeleton,
  CartSkeleton,
  CategoriesSkeleton,
  DetailsSkeleton,
  FeaturesSkeleton,
  ProductsSkeleton,
} from './skeletons';
export { Stars } from './stars';
export { exceedsStock, OUT_OF_STOCK_TEXT, onlyLeftText, StockNote, stockText } from './stock';
export {
  BrandTilesSection,
  CategoryTilesSection,
  type Tile,
  TilesSection,
  tilesPerRow,
} from './tiles-section';
export { useScreenOpened } from './use-screen-opened';
