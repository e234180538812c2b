/**
 * The monolith's server render: the shell's `./page` (shell/src/server/page.tsx) with every slice's screens bundled
 * in (./registry.ts), where the shop's server loads the shell and the screens through Module Federation. What
 * `npm run bench:render -w storefront` compares federated rendering with.
 */
import type { PreparePage } from '@shop/shared/contracts';
import type { RemoteName } from '../../../shell/src/remotes/registry';
import preparePage from '../../../shell/src/server/page';
import { loadRemoteModule } from './registry';

const monolithPage: PreparePage<RemoteName> = (request) =>
  preparePage({ ...request, loadScreen: (remote, module) => loadRemoteModule(remote, module) });

export default monolithPage;
