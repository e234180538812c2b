import type { ScreenAddress, ServerLoad } from '@shop/shared/contracts';
import { allSettled, fork, type Scope, serialize } from 'effector';

/**
 * What the shop's server does with a screen before rendering it (shell/src/server/page.tsx): its loads run in a
 * scope of the request's own, then the scope's stores are serialised into the page. Fails the test if `serialize`
 * complains (a store the page shows that has no sid, and so would not reach the browser).
 */
export async function loadAsOnServer<Props>(
  serverLoad: ServerLoad<Props>,
  address: ScreenAddress<Props>,
): Promise<{ scope: Scope; ready: boolean; state: Record<string, unknown> }> {
  const scope = fork();
  await allSettled(serverLoad.opened, { scope, params: address });
  const complaints = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const state = serialize(scope);
    expect(complaints).not.toHaveBeenCalled();
    return { scope, ready: scope.getState(serverLoad.$ready), state };
  } finally {
    complaints.mockRestore();
  }
}
