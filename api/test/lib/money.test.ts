import { invoiceTotals, unitPrice } from '../../src/lib/money';

describe('invoiceTotals', () => {
  it('sums line prices times quantity and adds 5% VAT', () => {
    expect(
      invoiceTotals([
        { price: 19.99, discount: false, discountPrice: null, qty: 3 },
        { price: 100, discount: true, discountPrice: 79.99, qty: 1 },
      ]),
    ).toEqual({ total: 139.96, vat: 7, payable: 146.96 });
  });

  it('rounds VAT to the cent, half up', () => {
    expect(invoiceTotals([{ price: 10.1, discount: false, discountPrice: null, qty: 1 }])).toEqual({
      total: 10.1,
      vat: 0.51,
      payable: 10.61,
    });
    expect(invoiceTotals([{ price: 0.09, discount: false, discountPrice: null, qty: 1 }]).vat).toBe(0);
    expect(invoiceTotals([{ price: 0.1, discount: false, discountPrice: null, qty: 1 }]).vat).toBe(0.01);
  });

  it('stays exact where floating point sums would drift', () => {
    const lines = Array.from({ length: 10 }, () => ({
      price: 0.1,
      discount: false,
      discountPrice: null,
      qty: 1,
    }));
    expect(invoiceTotals(lines)).toEqual({ total: 1, vat: 0.05, payable: 1.05 });
  });

  it('is zero for no lines', () => {
    expect(invoiceTotals([])).toEqual({ total: 0, vat: 0, payable: 0 });
  });
});

describe('unitPrice', () => {
  it('is the discount price only when the product is discounted', () => {
    expect(unitPrice({ price: 50, discount: true, discountPrice: 40 })).toBe(40);
    expect(unitPrice({ price: 50, discount: false, discountPrice: 40 })).toBe(50);
    expect(unitPrice({ price: 50, discount: true, discountPrice: null })).toBe(50);
  });
});
