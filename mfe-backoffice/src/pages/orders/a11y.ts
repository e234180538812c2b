/** For the back office's screen tests: axe finds no serious or critical violation in what is rendered. */
import axe from 'axe-core';

export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    // jsdom lays nothing out: colours and sizes cannot be measured there (the e2e run checks them in a browser).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html).join(' | ')}`);
}
