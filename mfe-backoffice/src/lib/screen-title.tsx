import { useEffect } from 'react';

/** A back-office screen's heading, also the window's title (what a screen reader announces on arrival). */
export function ScreenTitle({ children, id }: { children: string; id?: string }) {
  useEffect(() => {
    document.title = `${children} | Back office | Shop`;
  }, [children]);
  return <h1 id={id}>{children}</h1>;
}
