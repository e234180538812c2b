import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';

/*
 * antd's Form (@rc-component/form) tells its watchers of a change in a later macrotask, sent through a
 * `MessageChannel`, which jsdom lacks: here the message becomes a timer. (Its place is jest.setup.ts, for every
 * back-office test; kept here until that file has it.)
 */
type Listener = ((event: MessageEvent) => void) | null;

class TimerPort {
  onmessage: Listener = null;
  other: TimerPort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data } as MessageEvent), 0);
  }
  close() {
    this.onmessage = null;
  }
}

class TimerChannel {
  readonly port1 = new TimerPort();
  readonly port2 = new TimerPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

globalThis.MessageChannel ??= TimerChannel as unknown as typeof MessageChannel;

/**
 * Renders a screen with antd's styles kept out of the document. jsdom matches every element it is asked about
 * (each role query asks about many) against every style rule in the document, and antd's are 150 KB: a query
 * took over a second. The tests look at roles, names and text, never at antd's looks.
 */
export function renderScreen(ui: ReactElement) {
  return render(<StyleProvider container={document.createElement('div')}>{ui}</StyleProvider>);
}

/** The serious and critical problems axe finds in the page (contrast aside: jsdom lays nothing out). */
export async function seriousAxeProblems(root: Element = document.body) {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html).join(' | ')}`);
}
