import type { ProductRecord } from '../../src/catalogue/import-format';

/**
 * `count` products as an import file holds them, SKUs `<prefix>-000001` on: each title carries a word of its own
 * (`<prefix>word000001`), so a keyword search finds exactly one product; 20 brands and 10 categories, shared. Every
 * sixth is offered in sizes and colours and, but for the first (often taken alone), has a variant (`<sku>-S-RED`)
 * of its own price and another (`<sku>-M-BLUE`) unlimited; every fourth from the second counts its stock (plenty).
 */
export function generatedProducts(count: number, prefix = 'gen'): ProductRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(6, '0');
    const price = 10 + (index % 500) + (index % 100) / 100;
    const discount = index % 4 === 0;
    return {
      sku: `${prefix}-${n}`,
      title: `Generated product ${prefix}word${n}`,
      shortDes: `A generated product, number ${index + 1}, for imports at scale.`,
      price,
      discount,
      discountPrice: discount ? Math.round(price * 90) / 100 : null,
      image: '/api/images/logo.svg',
      star: index % 6 === 0 ? 4.5 : 0,
      remark: (['new', 'trending', 'popular', 'top', 'special'] as const)[index % 5] as string,
      brand: `${prefix} brand ${index % 20}`,
      brandImg: '/api/images/logo.svg',
      category: `${prefix} category ${index % 10}`,
      categoryImg: '/api/images/logo.svg',
      img1: '/api/images/logo.svg',
      img2: '',
      img3: '',
      img4: '',
      img5: '',
      img6: '',
      img7: '',
      img8: '',
      size: index % 3 === 0 ? 'S,M,L' : '',
      color: index % 2 === 0 ? 'Red,Blue' : '',
      des: `<p>Generated product ${index + 1}.</p><table><tr><th>Weight</th><td>${index % 900} g</td></tr></table>`,
      stock: index % 4 === 1 ? 50 + (index % 9) : null,
      variants:
        index > 0 && index % 6 === 0
          ? [
              { sku: `${prefix}-${n}-S-RED`, size: 'S', color: 'Red', stock: 3, price: price + 1 },
              { sku: `${prefix}-${n}-M-BLUE`, size: 'M', color: 'Blue', stock: null, price: null },
            ]
          : [],
    };
  });
}
