import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { byText } from './by-text';

/**
 * Module ids from each module's name relative to the repository, so the same sources give the same files in any
 * checkout. Rspack's deterministic ids came out different from one folder to another: the federation runtime's
 * entry is a `data:` module whose name holds the absolute path of the bundler runtime, and the ids of the shared
 * modules moved with it, and with them every chunk's hash. Like rspack's own: a hash of the name, shortened to as
 * few digits as the module count allows, a clash moving on to the next salted hash, names taken in sorted order.
 */
export class PathIndependentModuleIdsPlugin {
  apply(compiler: Compiler) {
    // The repository: this file's folder's parent.
    const root = path.dirname(__dirname);
    const relative = (name: string) =>
      name.replaceAll(encodeURIComponent(root), '<root>').replaceAll(root, '<root>');
    compiler.hooks.thisCompilation.tap('PathIndependentModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PathIndependentModuleIdsPlugin', (modules) => {
        const named = [...modules]
          .map((module) => ({ module, name: relative(module.libIdent({ context: compiler.context }) ?? '') }))
          .sort(byText(({ name }) => name));
        let range = 1000;
        while (named.length > range / 2) range *= 10;
        const taken = new Set<number>();
        for (const { module, name } of named) {
          let id = 0;
          for (let salt = 0; salt === 0 || taken.has(id); salt += 1) {
            id =
              Number.parseInt(createHash('sha256').update(`${name}#${salt}`).digest('hex').slice(0, 12), 16) %
              range;
          }
          taken.add(id);
          // The hook takes the id assigned to `id`; rspack's typings for it leave the property out.
          (module as typeof module & { id: number }).id = id;
        }
      });
    });
  }
}
