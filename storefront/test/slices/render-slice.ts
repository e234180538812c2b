// Loads and renders a catalogue screen through slice-server.ts once per step, in a Node process of its own, as the
// shop's server does: run by slice-server.test.ts. Not inside jest, whose sandbox has a global object of its own: the
// federation runtime runs a slice's code in Node's main context, and its chunk loader looks for this process's
// federation instance on that context's global.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { loadServerModule } from '../../src/slices/server-modules';

interface Step {
  manifestUrl: string;
  module: string;
  props: Record<string, unknown>;
}

/** Each step's HTML, or the name of the error it failed with; `same`: the module the step before had loaded. */
async function main() {
  const steps: Step[] = JSON.parse(process.argv[2] ?? '[]');
  const results: { html?: string; error?: string; same?: boolean }[] = [];
  let previous: unknown;
  for (const step of steps) {
    try {
      const { default: screen } = await loadServerModule<{
        default: (props: Record<string, unknown>) => null;
      }>('catalogue', step.manifestUrl, step.module);
      results.push({ html: renderToString(createElement(screen, step.props)), same: screen === previous });
      previous = screen;
    } catch (error) {
      results.push({ error: (error as Error).name });
      previous = undefined;
    }
  }
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
}

void main();
