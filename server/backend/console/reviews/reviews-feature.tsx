import type { Request, Response } from 'express';
import { sendPage } from '../console-context';
import { staffOf, type ConsoleDeps, type ConsoleFeature } from '../console-feature';
import { can } from '../permissions';
import { requireAction } from '../require-action';
import { listReviewQueue, moderateReview, reviewCounts } from './review-moderation';
import { REVIEW_NOTICES, ReviewsPage, type ReviewFormError } from './reviews-page';
import { MODERATIONS, parseStatusFilter, type ReviewStatus } from './review-transitions';

// GET /reviews (?status=&page=&notice=) and POST /reviews/:id/{approve,reject,unpublish}.
// A decision answers 303 back to the list it was made from; a refused one answers the list
// again (400 or 409) with the message on that review and the typed reason kept.

const NOTICE_OF = { approve: 'approved', reject: 'rejected', unpublish: 'unpublished' } as const;

function pageNumber(raw: unknown): number {
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, n);
}

function sendList(
  res: Response,
  deps: ConsoleDeps,
  httpStatus: number,
  view: { status: ReviewStatus; page: number; notice?: string | null; error?: ReviewFormError | null },
) {
  const staff = staffOf(res);
  sendPage(
    res,
    httpStatus,
    <ReviewsPage
      staff={staff}
      status={view.status}
      queue={listReviewQueue(deps.db, view.status, view.page)}
      counts={reviewCounts(deps.db)}
      siteUrl={deps.siteUrl}
      canModerate={can(staff.role, 'reviews.moderate')}
      notice={view.notice ?? null}
      error={view.error ?? null}
    />,
  );
}

const field = (req: Request, name: string): unknown => (req.body as Record<string, unknown> | undefined)?.[name];

export const reviewsFeature: ConsoleFeature = {
  mount(router, deps) {
    router.get('/reviews', requireAction('reviews.view'), (req, res) => {
      const notice = typeof req.query.notice === 'string' ? (REVIEW_NOTICES[req.query.notice] ?? null) : null;
      sendList(res, deps, 200, {
        status: parseStatusFilter(req.query.status),
        page: pageNumber(req.query.page),
        notice,
      });
    });

    for (const moderation of MODERATIONS) {
      router.post(`/reviews/:id/${moderation}`, requireAction('reviews.moderate'), (req, res) => {
        const status = parseStatusFilter(field(req, 'status'));
        const page = pageNumber(field(req, 'page'));
        const raw = String(req.params.id);
        const id = /^\d{1,12}$/.test(raw) ? Number(raw) : 0;
        const reason = field(req, 'reason');
        const result = moderateReview(deps, staffOf(res), id, moderation, reason);
        if (result.ok) {
          res.redirect(303, `/reviews?status=${status}&page=${page}&notice=${NOTICE_OF[moderation]}`);
          return;
        }
        sendList(res, deps, result.status, {
          status,
          page,
          error: {
            reviewId: id,
            moderation,
            message: result.message,
            reason: typeof reason === 'string' ? reason : '',
          },
        });
      });
    }
  },
};
