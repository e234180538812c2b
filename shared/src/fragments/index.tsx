/**
 * Fragments: a piece of one slice's UI shown inside another slice's screen (checkout's Add to Cart on the
 * catalogue's product page, the catalogue's tiles under the cart). The slice that owns a domain ships its pieces;
 * the others only load them at run time, never import them. The host of the page (the shell) says how a module is
 * loaded; a page without one (a remote's standalone page, an embed) shows each fragment's fallback.
 */
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** Loads a slice's exposed module (`./AddToCart`) and gives its default export. */
export type FragmentLoader = (remote: string, module: string) => Promise<ComponentType<never>>;

let loadFragment: FragmentLoader | undefined;
/** Modules the loader has given, by `remote/module`: a fragment shown again renders at once. */
const loaded = new Map<string, ComponentType<never>>();

/** The page's host tells how fragments load, once, before anything renders; the answer takes the loader back. */
export function provideFragmentLoader(loader: FragmentLoader): () => void {
  loadFragment = loader;
  loaded.clear();
  return () => {
    if (loadFragment !== loader) return;
    loadFragment = undefined;
    loaded.clear();
  };
}

/** Starts a load once the browser is idle, so a fragment never competes with what the page opens with. */
function whenIdle(start: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(start, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, 0);
  return () => clearTimeout(handle);
}

type FragmentState<Props> =
  | { status: 'loading' }
  | { status: 'loaded'; Fragment: ComponentType<Props> }
  | { status: 'unavailable' };

export type FragmentProps<Modules, Module extends keyof Modules> = {
  /** The exposed module, as the owning slice's contract names it. */
  module: Module;
  /** Shown while the module loads: keep it the fragment's size, so nothing moves when it arrives. */
  placeholder?: ReactNode;
  /** Shown when the module cannot be loaded or throws, or the page has no loader: the rest of the page goes on. */
  fallback?: ReactNode;
  // biome-ignore lint/complexity/noBannedTypes: `{}` is what a fragment without required props is satisfied by.
} & ({} extends Modules[Module] ? { props?: Modules[Module] } : { props: Modules[Module] });

/**
 * The fragments a slice exposes, typed by its contract: `fragmentsOf<CheckoutFragments>('checkout')` gives a
 * component that only accepts a module the contract names, with that module's props. Call it at module level.
 */
export function fragmentsOf<Modules>(remote: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per slice at module level, never in a render.
  function RemoteFragment<Module extends keyof Modules & string>({
    module,
    props,
    placeholder = null,
    fallback = null,
  }: FragmentProps<Modules, Module>) {
    const key = `${remote}/${module}`;
    const [state, setState] = useState<FragmentState<Modules[Module]>>(() => {
      const Fragment = loaded.get(key) as ComponentType<Modules[Module]> | undefined;
      if (Fragment) return { status: 'loaded', Fragment };
      return loadFragment ? { status: 'loading' } : { status: 'unavailable' };
    });

    const loading = state.status === 'loading';
    useEffect(() => {
      const load = loadFragment;
      if (!loading || !load) return;
      let mounted = true;
      const cancel = whenIdle(() => {
        load(remote, module).then(
          (Fragment) => {
            loaded.set(key, Fragment);
            if (mounted) setState({ status: 'loaded', Fragment: Fragment as ComponentType<Modules[Module]> });
          },
          () => mounted && setState({ status: 'unavailable' }),
        );
      });
      return () => {
        mounted = false;
        cancel();
      };
    }, [key, module, loading]);

    if (state.status === 'loading') return <>{placeholder}</>;
    if (state.status === 'unavailable') return <>{fallback}</>;
    return (
      <FragmentBoundary fallback={fallback}>
        <state.Fragment {...((props ?? {}) as Modules[Module] & object)} />
      </FragmentBoundary>
    );
  }
  RemoteFragment.displayName = `Fragment(${remote})`;
  return RemoteFragment;
}

/** A fragment that throws while rendering shows its fallback instead of taking the host's screen down. */
class FragmentBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
