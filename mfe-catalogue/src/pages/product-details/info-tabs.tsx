import { formatDay } from '@shop/shared/lib';
import { LoadFailed, Stars, useRetry } from '@shop/shared/ui';
import { useUnit } from 'effector-react';
import { HtmlContent } from '../../entities/content/html-content';
import { $reviews, reviewsLoad } from './model';

const TABS = [
  { key: 'specifications', label: 'Specifications' },
  { key: 'review', label: 'Review' },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

/** The id of a tab's button: the rating beside the title leads to the Review tab's. */
export const tabId = (key: TabKey) => `tab-${key}`;

interface InfoTabsProps {
  description: string;
  tab: TabKey;
  onTabChange: (tab: TabKey) => void;
}

/** Specifications and Review, as tabs (arrow keys move between them). */
export function InfoTabs({ description, tab, onTabChange: setTab }: InfoTabsProps) {
  const reviews = useUnit($reviews);
  const reviewsFailure = useRetry(reviewsLoad);
  return (
    <section className="details-tabs">
      <div role="tablist" aria-label="Product information">
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            id={tabId(key)}
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
                document.getElementById(tabId(next))?.focus();
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
                <time className="details-review-date" dateTime={review.createdAt}>
                  {formatDay(review.createdAt)}
                </time>
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
