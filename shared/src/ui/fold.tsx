import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * The state of what a phone folds away (the header's menu and search form, a listing's filter). The fold is a
 * <details> holding only its <summary>, so it opens and closes before the scripts arrive, or without them; the
 * page's CSS shows the part it controls while it is open (`:has(> .shop-fold[open])`), and wider screens hide the toggle
 * and always show the part. The scripts only add what a toggle alone cannot: closing on Escape, or when a link in
 * the part is followed.
 */
export function useFold() {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  // A visitor may have opened it before the scripts ran.
  useEffect(() => setOpen(details.current?.open ?? false), []);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return {
    open,
    close,
    /** Escape anywhere in the fold or the part it controls closes it, and gives its toggle the focus back. */
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current?.open) return;
      close();
      summary.current?.focus();
    },
    refs: { details, summary, setOpen },
  };
}

export type Fold = ReturnType<typeof useFold>;

/** The fold's toggle; `children` are its words, or an icon with its name for screen readers and voice control. */
export function FoldToggle({
  fold,
  className,
  controls,
  children,
}: {
  fold: Fold;
  className: string;
  /** The id of the part it shows. */
  controls: string;
  children: ReactNode;
}) {
  const { details, summary, setOpen } = fold.refs;
  return (
    <details
      ref={details}
      className={`shop-fold ${className}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={fold.closeOnEscape}
    >
      <summary ref={summary} aria-controls={controls}>
        {children}
      </summary>
    </details>
  );
}
