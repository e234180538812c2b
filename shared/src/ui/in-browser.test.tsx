/** @jest-environment node */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { InBrowser, RenderedInBrowser } from './in-browser';

async function renderedOnServer(onError: (error: unknown) => string | undefined) {
  const { prelude } = await prerenderToNodeStream(
    <Suspense fallback={<p>The first image</p>}>
      <InBrowser what="The slide show">
        <p>The slide show</p>
      </InBrowser>
    </Suspense>,
    { onError },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

test('on the server the fallback stands in, marked with the digest the browser takes as planned', async () => {
  const digests: unknown[] = [];
  const html = await renderedOnServer((error) => {
    const { digest } = error as RenderedInBrowser;
    digests.push(digest);
    return digest;
  });
  expect(html).toContain('<p>The first image</p>');
  expect(html).not.toContain('<p>The slide show</p>');
  expect(html).toContain(`data-dgst="${RenderedInBrowser.DIGEST}"`);
  expect(digests).toEqual(['rendered-in-browser']);
});
