import { type Compiler, sources } from '@rspack/core';

/**
 * One of a screen's first API requests: its path, or its path and where in the answer (a dotted path such as
 * `data.0.image`) the image the screen paints largest is named, which the page then fetches before the screen's
 * code has run. Several paths where a row of pictures of one size competes for it (whichever paints last may be
 * measured a pixel larger): the first is fetched first, the others early, at an image's usual priority.
 */
export type ScreenRequest = string | { path: string; largestImage: string | string[] };

/** The file a remote's screen data is written to, beside its `mf-manifest.json`. */
export const SCREEN_DATA_FILE = 'screen-data.json';

/** Writes `screenData` into the build (see AppOptions in rspack.base.ts). */
export class ScreenDataPlugin {
  constructor(private readonly screenData: Record<string, ScreenRequest[]>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ScreenDataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap('ScreenDataPlugin', () => {
        compilation.emitAsset(
          SCREEN_DATA_FILE,
          new sources.RawSource(`${JSON.stringify(this.screenData)}\n`),
        );
      });
    });
  }
}
