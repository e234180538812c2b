import { useLocation } from '@shop/shared/router';
import { RenderedInBrowser } from '@shop/shared/ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useState,
} from 'react';
import { loadedRemoteModule, loadRemoteModule, type RemoteName } from './registry';
import { type PreparedScreen, ScreenOnServer } from './screen-on-server';
import { SliceUnavailable } from './slice-unavailable';
import './remote-screen.css';

interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, as the remote's rspack config names it (`./Home`). */
  module: string;
  props?: Record<string, unknown>;
  /**
   * The screen routes the addresses under its own (`/admin/*`): it stays mounted while they change. Any other screen
   * is mounted afresh for every address, so a failure on one is not shown on the next.
   */
  ownsSubroutes?: boolean;
}

type Screen = ComponentType<Record<string, unknown>>;
type ScreenLoad =
  | { status: 'loading' }
  | { status: 'loaded'; Screen: Screen }
  | { status: 'failed'; error: unknown };

/**
 * A screen owned by a remote, loaded when its route is first opened; a failure costs only this screen. On the shop's
 * server it is the screen the server prepared, or (not prepared: not its kind, too slow, failed) its skeleton, which
 * the browser then replaces by rendering the screen itself: the Suspense boundary is where React switches.
 */
export function RemoteScreen({ remote, module, props, ownsSubroutes = false }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const onServer = useContext(ScreenOnServer);
  return (
    <SliceBoundary
      key={`${ownsSubroutes ? module : pathname}#${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((previous) => previous + 1)}
    >
      <Suspense fallback={<ScreenLoading />}>
        {onServer === undefined ? (
          <LoadedScreen remote={remote} module={module} retry={attempt > 0} props={props} />
        ) : (
          <PreparedOnServer prepared={onServer} remote={remote} module={module} props={props} />
        )}
      </Suspense>
    </SliceBoundary>
  );
}

function PreparedOnServer({
  prepared,
  remote,
  module,
  props,
}: RemoteScreenProps & { prepared: PreparedScreen | null }) {
  if (prepared?.remote !== remote || prepared.module !== module)
    throw new RenderedInBrowser(`The ${remote} slice's ${module}`);
  return <prepared.Screen {...props} />;
}

interface LoadedScreenProps extends RemoteScreenProps {
  retry: boolean;
}

/**
 * Loads the screen with plain state rather than React.lazy and Suspense: React holds back content that replaces a
 * Suspense fallback for up to 300 ms, which would delay every screen's first paint. A screen already loaded (the
 * entry starts loading the one being opened) renders at once.
 */
function LoadedScreen({ remote, module, retry, props }: LoadedScreenProps) {
  const [load, setLoad] = useState<ScreenLoad>(() => {
    const loaded = retry ? undefined : loadedRemoteModule<{ default: Screen }>(remote, module);
    return loaded ? { status: 'loaded', Screen: loaded.default } : { status: 'loading' };
  });

  // Runs once per mount: the boundary's key mounts this afresh for every address and every retry. It asks even
  // when the first render found the screen loaded: a load that finishes between that render and this effect must
  // still reach the state (an already loaded module answers at once).
  useEffect(() => {
    let mounted = true;
    loadRemoteModule<{ default: Screen }>(remote, module, retry).then(
      ({ default: Screen }) =>
        mounted &&
        setLoad((current) => (current.status === 'loaded' ? current : { status: 'loaded', Screen })),
      (error: unknown) => mounted && setLoad({ status: 'failed', error }),
    );
    return () => {
      mounted = false;
    };
  }, [remote, module, retry]);

  if (load.status === 'failed') throw load.error; // to the boundary, which shows the fallback
  if (load.status === 'loading') return <ScreenLoading />;
  return <load.Screen {...props} />;
}

/** A screen's skeleton: while it loads, and in a page from the server that leaves the screen to the browser. */
export function ScreenLoading() {
  return <div className="remote-screen-loading" role="status" aria-label="Loading" />;
}

interface SliceBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a slice that cannot load and a screen that throws while rendering. */
class SliceBoundary extends Component<SliceBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.remote} slice failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <SliceUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
