import { Link } from '@shop/shared/router';
import './not-found.css';

/** The shell's own page for an address no slice owns. */
export function NotFound() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
