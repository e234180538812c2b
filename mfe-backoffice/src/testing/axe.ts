import axe from 'axe-core';

/**
 * The serious and critical problems axe finds in what a screen test rendered. Contrast and page regions are left to
 * the end-to-end tests: jsdom lays nothing out, and a screen is rendered without the shop's frame.
 */
export async function seriousAxeProblems(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html).join(' | ')}`);
}
