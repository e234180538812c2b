/** The monolith's shell/src/remotes/remotes-manifest.ts (swapped in by ./rspack.config.ts): it has no remotes to find. */
import type { RemotesManifest } from '../../../shell/src/remotes/remotes-manifest';

export const remotesManifest = (): Promise<RemotesManifest> => Promise.resolve({} as RemotesManifest);
