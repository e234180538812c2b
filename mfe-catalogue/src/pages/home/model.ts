import type { Feature, ProductCard, Remark, ServerLoad, Slider } from '@shop/shared/contracts';
import { createLoadFailure } from '@shop/shared/ui';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { getFeatures, getProductsByRemark, getSliderList } from '../../api';
import { $brands, brandsNeeded } from '../../entities/brand/model';
import { $categories, categoriesNeeded } from '../../entities/category/model';
import { homeHead } from './head';

export const REMARK_TABS: ReadonlyArray<{ remark: Remark; label: string }> = [
  { remark: 'new', label: 'New' },
  { remark: 'trending', label: 'Trending' },
  { remark: 'popular', label: 'Popular' },
  { remark: 'top', label: 'Top' },
  { remark: 'special', label: 'Special' },
];

export const pageOpened = createEvent();
export const remarkChosen = createEvent<Remark>();

export const fetchSlidersFx = createEffect(getSliderList);
export const fetchFeaturesFx = createEffect(getFeatures);
export const fetchByRemarkFx = createEffect((remark: Remark) => getProductsByRemark(remark));

export const $sliders = createStore<Slider[] | null>(null, { sid: 'catalogue/home/sliders' }).on(
  fetchSlidersFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
export const $features = createStore<Feature[] | null>(null, { sid: 'catalogue/home/features' }).on(
  fetchFeaturesFx.doneData,
  (current, answer) => (answer.status === 'success' ? answer.data : current),
);
export const $remark = createStore<Remark>('new', { sid: 'catalogue/home/remark' }).on(
  remarkChosen,
  (_, remark) => remark,
);
/** Emptied when a list is requested, filled only by a success (docs/behaviour.md#loading-states). */
export const $products = createStore<ProductCard[] | null>(null, { sid: 'catalogue/home/products' }).on(
  fetchByRemarkFx,
  () => [],
);
export const $productsLoading = fetchByRemarkFx.pending;
// No answer: each section shows the message with Retry in its place (docs/behaviour.md#loading-states).
export const slidersLoad = createLoadFailure(fetchSlidersFx);
export const featuresLoad = createLoadFailure(fetchFeaturesFx);
export const productsLoad = createLoadFailure(fetchByRemarkFx);

// The load order of docs/behaviour.md#home: sliders, features, categories, the 'new' list, brands.
sample({ clock: pageOpened, target: fetchSlidersFx });
sample({ clock: pageOpened, target: fetchFeaturesFx });
sample({ clock: pageOpened, target: categoriesNeeded });
sample({ clock: pageOpened, source: $remark, target: fetchByRemarkFx });
sample({ clock: pageOpened, target: brandsNeeded });
sample({ clock: remarkChosen, target: fetchByRemarkFx });
// Only the answer for the tab still chosen fills the list: a slow earlier answer must not win.
sample({
  clock: fetchByRemarkFx.done.filterMap(({ params, result }) =>
    result.status === 'success' ? { remark: params, products: result.data } : undefined,
  ),
  source: $remark,
  filter: (remark, answered) => remark === answered.remark,
  fn: (_, { products }) => products,
  target: $products,
});
// No answer at all (the API unreachable) is not "no products": the chosen tab goes back to its skeleton.
sample({
  clock: fetchByRemarkFx.fail,
  source: $remark,
  filter: (remark, { params }) => remark === params,
  fn: () => null,
  target: $products,
});

/** On the shop's server: every section of the page. */
export const serverLoad: ServerLoad = {
  opened: pageOpened.prepend(() => undefined),
  page: ({ site }) => ({ status: 200, head: homeHead(site) }),
  $ready: combine($sliders, $features, $categories, $products, $brands, (...loaded) =>
    loaded.every((part) => part !== null),
  ),
};
