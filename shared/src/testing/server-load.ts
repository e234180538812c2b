import type { ScreenAddress, ScreenPage, ServerLoad } from '@shop/shared/contracts';
import { allSettled, fork, type Scope, serialize } from 'effector';

/** The shop's public origin the pages' heads are written for in tests. */
export const TEST_SITE = 'https://shop.example';

/**
 * What the shop's server does with a screen before rendering it (shell/src/server/page.tsx): its loads run in a
 * scope of the request's own, then the scope's stores are serialised into the page, and the screen says what page
 * it makes (`page`, when it has one). Fails the test if `serialize` complains (a store the page shows that has no
 * sid, and so would not reach the browser).
 */
export async function loadAsOnServer<Props>(
  serverLoad: ServerLoad<Props>,
  address: ScreenAddress<Props>,
): Promise<{ scope: Scope; ready: boolean; state: Record<string, unknown>; page?: ScreenPage }> {
  const scope = fork();
  await allSettled(serverLoad.opened, { scope, params: address });
  const page = await serverLoad.page?.({
    address,
    read: (store) => scope.getState(store),
    site: TEST_SITE,
    within: (answer) => answer.catch(() => undefined),
  });
  const complaints = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const state = serialize(scope);
    expect(complaints).not.toHaveBeenCalled();
    return { scope, ready: scope.getState(serverLoad.$ready), state, page };
  } finally {
    complaints.mockRestore();
  }
}
