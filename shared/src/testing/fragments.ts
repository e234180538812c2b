import { provideFragmentLoader } from '@shop/shared/fragments';
import type { ComponentType } from 'react';

let takeBack: (() => void) | undefined;

/**
 * Hosts other slices' fragments for this test, as the shell's loader would: `component(remote, module)` is what each
 * loads as. Returns the loader, a jest mock, to check what was asked for; taken back after the test, pass or fail.
 */
export function provideFragments(component: (remote: string, module: string) => ComponentType<never>) {
  const load = jest.fn(async (remote: string, module: string) => component(remote, module));
  takeBackFragments();
  takeBack = provideFragmentLoader(load);
  return load;
}

/** Ends the test's fragment loader (jest.frontend.setup.ts calls it after each test). */
export function takeBackFragments() {
  takeBack?.();
  takeBack = undefined;
}
