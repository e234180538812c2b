/**
 * The banner of an operator's preview (storefront/src/releases/preview-route.ts): the server serves this browser other
 * releases of some slices than everyone gets, and says which in the page (`<script id="release-preview">`). Shown
 * after hydration: the server's render of the frame is everyone's, so it is never told apart. Nothing is rendered
 * for anyone else, so their page does not move.
 */
import { useEffect, useState } from 'react';
import { dataInPage } from '../data-in-page';
import './release-preview.css';

export const RELEASE_PREVIEW_ELEMENT_ID = 'release-preview';
/** Ends the preview and goes back to the home page: anyone may follow it. */
export const LEAVE_PREVIEW_URL = '/releases/preview?clear';

interface PreviewedRelease {
  remote: string;
  release: string;
}

/** The releases the page says are previewed, or none when it says nothing readable. */
function previewedReleases(): PreviewedRelease[] {
  const said = dataInPage(RELEASE_PREVIEW_ELEMENT_ID);
  return Array.isArray(said) ? said.filter(isPreviewedRelease) : [];
}

function isPreviewedRelease(value: unknown): value is PreviewedRelease {
  const { remote, release } = (value ?? {}) as Partial<Record<string, unknown>>;
  return typeof remote === 'string' && typeof release === 'string';
}

export function ReleasePreviewBanner() {
  const [previewed, setPreviewed] = useState<PreviewedRelease[]>([]);
  useEffect(() => setPreviewed(previewedReleases()), []);
  if (previewed.length === 0) return null;
  return (
    <section className="release-preview" role="status" aria-label="Release preview">
      <span>Preview: {previewed.map(({ remote, release }) => `${remote} ${release}`).join(', ')}</span>
      <a href={LEAVE_PREVIEW_URL}>Leave preview</a>
    </section>
  );
}
