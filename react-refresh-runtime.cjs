// One React Refresh runtime for the whole page, in development (rspack.base.ts puts it in place of
// `react-refresh/runtime`). Each app's bundle carries its own copy, and a copy that starts after React DOM did (a
// remote's, loaded by the shell) never learns of React's renderer: the remote's edits arrive and nothing re-renders.
// So the first app on the page keeps its copy on the window, and every app after it uses that one.
const PAGE_RUNTIME = Symbol.for('shop.react-refresh-runtime');

if (!globalThis[PAGE_RUNTIME]) globalThis[PAGE_RUNTIME] = require('react-refresh');
module.exports = globalThis[PAGE_RUNTIME];
