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
