import parse from 'html-react-parser';

/** HTML from the API (sanitised there: product descriptions, legal pages) rendered as React elements. */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{parse(html)}</div>;
}
