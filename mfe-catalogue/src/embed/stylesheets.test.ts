import { insertStylesheet, shareStylesheetsWith } from './stylesheets';

const sheet = (name: string) =>
  Object.assign(document.createElement('link'), { rel: 'stylesheet', href: `/${name}.css` });
const hrefs = (root: ParentNode) =>
  [...root.querySelectorAll('link')].map((link) => [new URL(link.href).pathname, link.media]);

test("a sheet loads inert in the page's head and styles every root, those there before and those that come later", () => {
  const early = document.createElement('div').attachShadow({ mode: 'open' });
  const stopEarly = shareStylesheetsWith(early);
  insertStylesheet(sheet('ui'));
  const late = document.createElement('div').attachShadow({ mode: 'open' });
  shareStylesheetsWith(late);
  insertStylesheet(sheet('page'));

  expect(hrefs(document.head)).toEqual([
    ['/ui.css', 'not all'],
    ['/page.css', 'not all'],
  ]);
  for (const root of [early, late])
    expect(hrefs(root)).toEqual([
      ['/ui.css', ''],
      ['/page.css', ''],
    ]);

  stopEarly();
  insertStylesheet(sheet('details'));
  expect(hrefs(early)).toHaveLength(2);
  expect(hrefs(late)).toHaveLength(3);
});
