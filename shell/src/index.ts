import { remotesManifest } from './remotes/remotes-manifest';

// The remotes manifest is the first link in the chain to any screen: it is asked for now, while the shared modules
// load, so the opening screen's remote can be fetched as soon as the bootstrap runs. A failure is retried there.
remotesManifest().catch(() => {});

// The async boundary: shared singletons are negotiated with the remotes before any of them is used.
// Named: the server preloads the bootstrap with the page (shell/rspack.config.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
