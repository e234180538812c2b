import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/** Compiles a partner's file beside a copy of the declarations alone, as a partner's project has them. */
function compileWithDeclarations(partnerCode: string): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-catalogue-dts-'));
  fs.copyFileSync(path.join(__dirname, 'shop-catalogue.d.ts'), path.join(dir, 'shop-catalogue.d.ts'));
  fs.writeFileSync(path.join(dir, 'partner.ts'), partnerCode);
  const program = ts.createProgram([path.join(dir, 'partner.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  fs.rmSync(dir, { recursive: true });
  return errors;
}

test("the declarations served beside the loader stand alone and type the element's events for a partner", () => {
  const errors = compileWithDeclarations(`
    import type { ShopCatalogueAttributes, ShopCatalogueLine } from './shop-catalogue';
    const history: ShopCatalogueAttributes['history'] = 'query';
    const catalogue = document.querySelector('shop-catalogue');
    catalogue?.addEventListener('shop-add-to-cart', (event) => {
      const line: ShopCatalogueLine = event.detail;
      const sku: string | null = line.sku;
    });
    document.addEventListener('shop-product-viewed', (event) => {
      const title: string = event.detail.title;
    });
  `);
  expect(errors).toEqual([]);
});

test('a detail read wrongly does not compile', () => {
  const errors = compileWithDeclarations(`
    import type {} from './shop-catalogue';
    document.addEventListener('shop-add-to-cart', (event) => {
      const quantity: string = event.detail.qty;
    });
  `);
  expect(errors).toEqual([expect.stringContaining("Type 'number' is not assignable to type 'string'")]);
});
