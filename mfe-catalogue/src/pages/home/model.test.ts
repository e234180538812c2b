import type { Feature } from '@shop/shared/contracts';
import { allSettled, fork } from 'effector';
import { fetchBrandsFx } from '../../entities/brand/model';
import { fetchCategoriesFx } from '../../entities/category/model';
import {
  $features,
  featuresLoad,
  fetchByRemarkFx,
  fetchFeaturesFx,
  fetchSlidersFx,
  pageOpened,
  slidersLoad,
} from './model';

const feature: Feature = { _id: 'f1', name: 'Free delivery', description: 'Over $50', img: '/f.svg' };

test('features that got no answer are marked failed, and Retry loads them', async () => {
  let apiUp = false;
  const scope = fork({
    handlers: [
      [
        fetchFeaturesFx,
        async () => {
          if (!apiUp) throw new Error('Network Error');
          return { status: 'success' as const, data: [feature] };
        },
      ],
      [fetchSlidersFx, async () => ({ status: 'success' as const, data: [] })],
      [fetchByRemarkFx, async () => ({ status: 'success' as const, data: [] })],
      [fetchBrandsFx, async () => ({ status: 'success' as const, data: [] })],
      [fetchCategoriesFx, async () => ({ status: 'success' as const, data: [] })],
    ],
  });
  await allSettled(pageOpened, { scope });
  expect(scope.getState($features)).toBeNull();
  expect(scope.getState(featuresLoad.$failed)).toBe(true);
  expect(scope.getState(slidersLoad.$failed)).toBe(false);

  apiUp = true;
  await allSettled(featuresLoad.retried, { scope });
  expect(scope.getState($features)).toEqual([feature]);
  expect(scope.getState(featuresLoad.$failed)).toBe(false);
});
