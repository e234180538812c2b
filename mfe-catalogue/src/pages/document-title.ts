/**
 * The title a screen gives the browser's tab while it is shown. The tab is the shop's only on the shop's own pages:
 * an embed on a partner's page provides `OwnsDocumentTitle` as false, and its screens leave the partner's title be.
 */
import { createContext, useContext, useEffect } from 'react';

export const OwnsDocumentTitle = createContext(true);

export function useDocumentTitle(title: string) {
  const ownsTitle = useContext(OwnsDocumentTitle);
  useEffect(() => {
    if (ownsTitle) document.title = title;
  }, [ownsTitle, title]);
}
