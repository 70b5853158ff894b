import { formatDate } from '../../../../shared/format/date';
import { facetLabel } from '../../../../shared/catalog/taxonomy';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { QueuedReview, ReviewQueuePage } from './review-moderation';
import {
  moderationsFor,
  REASON_MAX,
  REVIEW_STATUSES,
  statusLabel,
  type Moderation,
  type ReviewStatus,
} from './review-transitions';

// The moderation queue: one card per review with what a moderator needs to decide (product,
// stars, the text as the customer wrote it, skin type, verified buyer, author, date) and only
// the decisions its status allows. Text is rendered by React, so a review is always plain text.

export const REVIEW_NOTICES: Record<string, string> = {
  approved: 'Review approved: it is on the product page and counts in its rating.',
  rejected: 'Review rejected. The reason is in the activity log.',
  unpublished: 'Review unpublished: it is off the product page and out of its rating.',
};

const TAB_LABEL: Record<ReviewStatus, string> = { pending: 'Waiting', published: 'Published', rejected: 'Rejected' };

/** A refused decision, shown on the review it was about (the typed reason is kept). */
export interface ReviewFormError {
  reviewId: number;
  moderation: Moderation;
  message: string;
  reason: string;
}

export interface ReviewsPageProps {
  staff: SignedInStaff;
  status: ReviewStatus;
  queue: ReviewQueuePage;
  counts: Record<ReviewStatus, number>;
  siteUrl: string;
  canModerate: boolean;
  notice?: string | null;
  error?: ReviewFormError | null;
}

export function ReviewsPage(props: ReviewsPageProps) {
  const { staff, status, queue, counts, notice, error } = props;
  return (
    <ConsoleLayout title="Reviews" staff={staff} current="/reviews" notice={notice ?? null}>
      <nav aria-label="Review status" className="console-filters">
        {REVIEW_STATUSES.map((s) => (
          <a key={s} href={`/reviews?status=${s}`} aria-current={s === status ? 'page' : undefined}>
            {TAB_LABEL[s]} <span className="console-count">({counts[s]})</span>
          </a>
        ))}
      </nav>
      {error && error.reviewId && !queue.reviews.some((r) => r.id === error.reviewId) ? (
        <p className="console-error console-form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {queue.reviews.length === 0 ? (
        <p>{status === 'pending' ? 'No reviews are waiting. New ones appear here, oldest first.' : 'None.'}</p>
      ) : (
        <ol className="console-review-list">
          {queue.reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} {...props} error={error && error.reviewId === r.id ? error : null} />
            </li>
          ))}
        </ol>
      )}
      <Pages status={status} page={queue.page} pageCount={queue.pageCount} total={queue.total} />
    </ConsoleLayout>
  );
}

function ReviewCard({
  review: r,
  staff,
  status,
  queue,
  siteUrl,
  canModerate,
  error,
}: ReviewsPageProps & { review: QueuedReview }) {
  return (
    <article className="console-card console-review" id={`review-${r.id}`} aria-labelledby={`review-${r.id}-title`}>
      <h2 id={`review-${r.id}-title`}>
        <span className="console-stars" aria-hidden="true">
          {'★'.repeat(r.rating)}
          {'☆'.repeat(5 - r.rating)}
        </span>{' '}
        <span className="console-visually-hidden">{r.rating} out of 5 stars: </span>
        {r.title}
      </h2>
      <p className="console-review-text">{r.text}</p>
      <dl className="console-facts">
        <dt>Product</dt>
        <dd>
          <a href={`${siteUrl}/products/${r.handle}`}>{r.productTitle}</a>
        </dd>
        <dt>Rating</dt>
        <dd>{r.rating} of 5</dd>
        <dt>By</dt>
        <dd>
          {r.displayName}
          {r.verifiedBuyer ? ' · Verified buyer' : ' · Not a verified buyer'}
        </dd>
        <dt>Skin type</dt>
        <dd>{r.skinType ? facetLabel(r.skinType) : 'Not given'}</dd>
        <dt>Written</dt>
        <dd>
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </dd>
        <dt>Status</dt>
        <dd>
          <span className="console-status">{statusLabel(r.status, r.publishedAt)}</span>
          {r.moderatedAt ? (
            <>
              {' '}
              by {r.moderatedByEmail ?? 'someone no longer on staff'} on{' '}
              <time dateTime={r.moderatedAt}>{formatDate(r.moderatedAt)}</time>
              {r.reason ? `: ${r.reason}` : null}
            </>
          ) : null}
        </dd>
      </dl>
      {canModerate ? (
        <div className="console-review-actions">
          {moderationsFor(r.status).map((m) => (
            <Decision
              key={m}
              review={r}
              moderation={m}
              csrfToken={staff.csrfToken}
              back={{ status, page: queue.page }}
              error={error && error.moderation === m ? error : null}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}

const BUTTON: Record<Moderation, string> = { approve: 'Approve', reject: 'Reject', unpublish: 'Unpublish' };

function Decision({
  review,
  moderation,
  csrfToken,
  back,
  error,
}: {
  review: QueuedReview;
  moderation: Moderation;
  csrfToken: string;
  back: { status: ReviewStatus; page: number };
  error: ReviewFormError | null;
}) {
  const id = `review-${review.id}-${moderation}-reason`;
  return (
    <PostForm action={`/reviews/${review.id}/${moderation}`} csrfToken={csrfToken} className="console-inline">
      <input type="hidden" name="status" value={back.status} />
      <input type="hidden" name="page" value={String(back.page)} />
      {moderation === 'approve' ? null : (
        <div className={error ? 'console-field console-field-error' : 'console-field'}>
          <label htmlFor={id}>Reason</label>
          <input
            id={id}
            name="reason"
            type="text"
            required
            maxLength={REASON_MAX}
            defaultValue={error?.reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p className="console-error" id={`${id}-error`}>
              {error.message}
            </p>
          ) : null}
        </div>
      )}
      {moderation === 'approve' && error ? (
        <p className="console-error" role="alert">
          {error.message}
        </p>
      ) : null}
      <button type="submit" className={moderation === 'approve' ? undefined : 'console-danger'}>
        {BUTTON[moderation]}
      </button>
    </PostForm>
  );
}

function Pages({
  status,
  page,
  pageCount,
  total,
}: {
  status: ReviewStatus;
  page: number;
  pageCount: number;
  total: number;
}) {
  const href = (p: number) => `/reviews?status=${status}&page=${p}`;
  return (
    <nav className="console-pages" aria-label="Pages">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          Previous
        </a>
      ) : null}
      <span>
        Page {page} of {pageCount} · {total} {total === 1 ? 'review' : 'reviews'}
      </span>
      {page < pageCount ? (
        <a href={href(page + 1)} rel="next">
          Next
        </a>
      ) : null}
    </nav>
  );
}
