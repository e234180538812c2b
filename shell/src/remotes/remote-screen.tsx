import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { loadRemoteModule, type RemoteName } from './registry';
import { SliceUnavailable } from './slice-unavailable';
import './remote-screen.css';

interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module, as the remote's rspack config names it (`./Home`). */
  module: string;
  props?: Record<string, unknown>;
}

type Screen = ComponentType<Record<string, unknown>>;
const screens = new Map<string, Screen>();

/** One lazy component per module and attempt, so React keeps it between renders and a retry loads anew. */
function lazyScreen(remote: RemoteName, module: string, attempt: number): Screen {
  const key = `${remote}/${module}#${attempt}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(async () => ({
      default: (await loadRemoteModule<{ default: Screen }>(remote, module, attempt > 0)).default,
    }));
    screens.set(key, screen);
  }
  return screen;
}

/** A screen owned by a remote, loaded when its route is first opened; a failure costs only this screen. */
export function RemoteScreen({ remote, module, props }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Screen = lazyScreen(remote, module, attempt);
  return (
    <SliceBoundary
      key={`${pathname}#${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((previous) => previous + 1)}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen {...props} />
      </Suspense>
    </SliceBoundary>
  );
}

function ScreenLoading() {
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
