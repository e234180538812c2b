import { $renderedAddress } from '@shop/shared/bus';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';

/**
 * Runs `open` (a screen's load) when the screen opens and again whenever `key` changes (what it loads, as a
 * string), except on the address the server rendered it for: the browser took the server's data with the page
 * (`$renderedAddress`), and loading it again would only repaint the same screen. Effects run in the browser alone,
 * so the address is the browser's own.
 */
export function useScreenOpened(open: () => void, key: string) {
  const renderedAddress = useUnit($renderedAddress);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `open` loads; `open` is new each render, and the rendered address only matters as the screen opens.
  useEffect(() => {
    if (renderedAddress !== `${location.pathname}${location.search}`) open();
  }, [key]);
}
