import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a slice's `mf-manifest.json` says of its build (rspack.base.ts adds the commit). */
interface BuildInfo {
  buildVersion?: string;
  commit?: string;
  committedAt?: string;
}

/**
 * Says in the console which build of each slice the page runs, as its manifest describes it: the first thing to
 * look at when a page behaves unlike its slice's latest release.
 */
export const buildLog: ModuleFederationRuntimePlugin = {
  name: 'shop-build-log',
  loadRemoteSnapshot(args) {
    const build: BuildInfo | undefined = args.manifestJson?.metaData.buildInfo;
    if (build) {
      console.info(
        `[shop] ${args.moduleInfo.name} ${build.buildVersion ?? '?'}, commit ${build.commit ?? 'unknown'}` +
          ` of ${build.committedAt ?? 'unknown'}, from ${args.manifestUrl}`,
      );
    }
    return args;
  },
};
