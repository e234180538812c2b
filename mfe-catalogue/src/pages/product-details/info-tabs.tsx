import { LoadFailed, Stars, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { HtmlContent } from '../../entities/content/html-content';
import { $reviews, reviewsLoad } from './model';

const TABS = [
  { key: 'specifications', label: 'Specifications' },
  { key: 'review', label: 'Review' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/** Specifications and Review, as tabs (arrow keys move between them). */
export function InfoTabs({ description }: { description: string }) {
  const reviews = useUnit($reviews);
  const reviewsFailure = useRetry(reviewsLoad);
  const [tab, setTab] = useState<TabKey>('specifications');
  return (
    <section className="details-tabs">
      <div role="tablist" aria-label="Product information">
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            id={`tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`panel-${key}`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                const next = key === 'specifications' ? 'review' : 'specifications';
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        id="panel-specifications"
        role="tabpanel"
        aria-labelledby="tab-specifications"
        hidden={tab !== 'specifications'}
      >
        <HtmlContent className="details-description" html={description} />
      </div>
      <div id="panel-review" role="tabpanel" aria-labelledby="tab-review" hidden={tab !== 'review'}>
        {reviews === null && reviewsFailure ? (
          <LoadFailed what="the reviews" {...reviewsFailure} />
        ) : reviews && reviews.length > 0 ? (
          <ul className="details-reviews">
            {reviews.map((review) => (
              <li key={review._id}>
                <strong>{review.profile.cus_name}</strong>
                <Stars value={review.rating} />
                <p>{review.des}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No Reviews Available</p>
        )}
      </div>
    </section>
  );
}
