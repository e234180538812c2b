// What antd asks of a browser that jsdom lacks: media queries (its responsive grid) and element resizes (tables).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver;

// antd measures text on a canvas, which jsdom has none of: it then measures without one, as it would be given null.
HTMLCanvasElement.prototype.getContext = () => null;

// antd measures scrollbars with a pseudo-element's style, which jsdom does not implement.
const computedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's forms tell their watchers of a change in a later task, sent through a MessageChannel, which jsdom lacks: a
// timer does the same here (Node's own channel would keep jest from exiting).
class TimerPort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  other: TimerPort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
  }
  close() {
    this.onmessage = null;
  }
}
class TimerMessageChannel {
  readonly port1 = new TimerPort();
  readonly port2 = new TimerPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;

// A jsdom FormData sent through jsdom's XMLHttpRequest never reaches Mock Service Worker's handlers (the request
// hangs): uploads here send Node's, which the handlers receive. What a browser sends is the end-to-end tests' part.
declare const NodeFormData: typeof FormData;
globalThis.FormData = NodeFormData;

// antd writes its styles into the document as its components first render (some 150 KB); jsdom then matches every
// element a query asks about against all of them, a second per query. The tests look at roles, names and text,
// never at antd's looks (the end-to-end tests see those in a browser): its styles are not written here.
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
  ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
  // A style element that is never put into the document: antd keeps a hold of it.
  updateCSS: () => document.createElement('style'),
  injectCSS: () => document.createElement('style'),
}));
