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

// antd measures scrollbars with a pseudo-element's style, which jsdom does not implement.
const computedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => computedStyle(element);

// antd's forms batch their watchers on a MessageChannel, which this jsdom lacks: a timer does the same for a test
// (Node's own channel would keep jest from exiting).
class TimerMessageChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
}
globalThis.MessageChannel ??= TimerMessageChannel as unknown as typeof MessageChannel;

// A jsdom FormData sent through jsdom's XMLHttpRequest never reaches Mock Service Worker's handlers (the request
// hangs): uploads here send Node's, which the handlers receive. What a browser sends is the end-to-end tests' part.
declare const NodeFormData: typeof FormData;
globalThis.FormData = NodeFormData;
