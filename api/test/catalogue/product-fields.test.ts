import { productProblem } from '../../src/catalogue/product-fields';

describe('productProblem', () => {
  it('accepts whole cents and a discount price up to the price', () => {
    expect(productProblem({ price: 19.99, discount: true, discountPrice: 19.99 })).toBeUndefined();
    expect(productProblem({ price: 0.07, discount: false, discountPrice: null })).toBeUndefined();
  });

  it('names the field that has fractions of a cent', () => {
    expect(productProblem({ price: 1.005, discount: false, discountPrice: null })).toEqual({
      field: 'price',
      rule: 'must have at most two decimals',
    });
    expect(productProblem({ price: 2, discount: true, discountPrice: 1.999 })).toEqual({
      field: 'discountPrice',
      rule: 'must have at most two decimals',
    });
  });

  it('requires a discount price no higher than the price when discounted', () => {
    expect(productProblem({ price: 10, discount: true, discountPrice: null })).toEqual({
      field: 'discountPrice',
      rule: 'is required when discount is true',
    });
    expect(productProblem({ price: 10, discount: true, discountPrice: 10.01 })).toEqual({
      field: 'discountPrice',
      rule: 'must not be above price',
    });
  });
});
