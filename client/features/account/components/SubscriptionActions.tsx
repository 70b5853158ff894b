import { useEffect, useRef, useState } from 'react';
import { Form } from '../../../lib/forms/route-form';
import type { SellingPlan, Subscription } from '../../../../shared/contract/models';
import { formatDate } from '../../../../shared/format/date';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SelectField } from '../../../components/ui/form/SelectField';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { subscriptionPath } from '../account-paths';
import type { AccountAnswer } from '../action-answers';
import { useFocusBack } from '../use-focus-back';
import { useSubmitting } from '../use-submitting';

// The forms post to the page at its actions: without JavaScript the answered page opens where the
// outcome (or the cancel step) is, not at its top, below the fold of a phone.
const ACTIONS_ID = 'subscription-actions';
const ACTIONS_HASH = `#${ACTIONS_ID}`;

/**
 * What a customer can do with a subscription, each a small POST form: skip the next delivery or
 * pause (active ones), resume (paused ones), change the schedule (not once cancelled), cancel
 * after a confirmation step.
 */
export function SubscriptionActions({
  subscription: s,
  plans,
  answer,
}: {
  subscription: Subscription;
  plans: SellingPlan[];
  answer: AccountAnswer | undefined;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The answer shown when the cancel step opened in place: its outcome is past, so it goes.
  const [seen, setSeen] = useState<AccountAnswer | undefined>(undefined);
  const askedToCancel = answer?.confirm === 'cancel';
  const planError = answer?.intent === 'change-plan' ? answer.errors?.fields.sellingPlanId : undefined;
  useEffect(() => {
    if (answer?.errors) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [answer]);
  // "Keep it" takes the confirmation away: the focus goes back to the button that asked, not to the page.
  const { ref: askRef, willClose } = useFocusBack<HTMLButtonElement>(confirming);
  const skipping = useSubmitting('skip');
  const pausing = useSubmitting('pause');
  const resuming = useSubmitting('resume');
  const changing = useSubmitting('change-plan');
  const cancelling = useSubmitting('cancel');
  if (s.status === 'cancelled') {
    return (
      <div ref={ref} id={ACTIONS_ID} className="subscription-actions">
        <FormAlert error={answer?.errors?.form} done={answer?.done} />
      </div>
    );
  }
  return (
    <div ref={ref} id={ACTIONS_ID} className="subscription-actions">
      <FormAlert error={answer?.errors?.form} done={answer === seen ? undefined : answer?.done} />
      <section className="account-panel" aria-labelledby="sub-skip-title">
        <h2 id="sub-skip-title">Next delivery</h2>
        {s.status === 'active' ? (
          <Form method="post" action={ACTIONS_HASH} className="inline-form">
            <p>
              Comes on {formatDate(s.nextDelivery)}. Not needed yet? Skip it and the one after comes on time, or pause
              deliveries until you want them again.
            </p>
            <div className="address-actions">
              <SubmitButton name="intent" value="skip" pending={skipping} pendingText="Skipping…" variant="outlined">
                Skip next delivery
              </SubmitButton>
              <SubmitButton name="intent" value="pause" pending={pausing} pendingText="Pausing…" variant="outlined">
                Pause deliveries
              </SubmitButton>
            </div>
          </Form>
        ) : (
          <Form method="post" action={ACTIONS_HASH} className="inline-form">
            <p>This subscription is paused; nothing is sent until it is resumed.</p>
            <SubmitButton name="intent" value="resume" pending={resuming} pendingText="Resuming…" variant="outlined">
              Resume deliveries
            </SubmitButton>
          </Form>
        )}
      </section>
      {plans.length > 0 && (
        <section className="account-panel" aria-labelledby="sub-plan-title">
          <h2 id="sub-plan-title">How often</h2>
          <Form
            method="post"
            action={ACTIONS_HASH}
            className="inline-form subscription-plan-form"
            key={s.sellingPlan?.id}
          >
            <SelectField
              name="sellingPlanId"
              label="Deliver"
              options={plans.map((p) => ({ value: p.id, label: p.name }))}
              defaultValue={s.sellingPlan?.id ?? ''}
              placeholder={s.sellingPlan ? undefined : 'Choose'}
              error={planError}
            />
            <SubmitButton name="intent" value="change-plan" pending={changing} pendingText="Saving…" variant="outlined">
              Change schedule
            </SubmitButton>
          </Form>
        </section>
      )}
      <section className="account-panel" aria-labelledby="sub-cancel-title">
        <h2 id="sub-cancel-title">Cancel</h2>
        {confirming || askedToCancel ? (
          <CancelConfirmation
            id={s.id}
            cancelling={cancelling}
            onKeep={
              askedToCancel
                ? undefined
                : () => {
                    willClose();
                    setConfirming(false);
                  }
            }
          />
        ) : (
          <Form
            method="post"
            action={ACTIONS_HASH}
            onSubmit={(e) => {
              e.preventDefault();
              setSeen(answer);
              setConfirming(true);
            }}
          >
            {/* without JavaScript this asks the action for the confirmation step */}
            <button
              ref={askRef}
              type="submit"
              name="intent"
              value="ask-cancel"
              className="btn btn-text btn-error btn-align-center"
            >
              <span className="btn-label">Cancel subscription</span>
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}

function CancelConfirmation({
  id,
  cancelling,
  onKeep,
}: {
  id: string;
  cancelling: boolean;
  onKeep: (() => void) | undefined;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  const step = useRef<HTMLFormElement>(null);
  useEffect(() => {
    question.current?.focus();
    // the question and its two buttons in view (on a phone the buttons fell below the edge)
    step.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <Form ref={step} method="post" action={ACTIONS_HASH} className="confirm-step">
      <p ref={question} tabIndex={-1} className="confirm-question">
        Cancel this subscription? Nothing more will be sent.
      </p>
      <div className="address-actions">
        <SubmitButton name="intent" value="cancel" pending={cancelling} pendingText="Cancelling…" color="error" compact>
          Cancel subscription
        </SubmitButton>
        <a
          href={subscriptionPath(id)}
          className="btn btn-outlined btn-primary btn-compact"
          onClick={
            onKeep &&
            ((e) => {
              e.preventDefault();
              onKeep();
            })
          }
        >
          Keep it
        </a>
      </div>
    </Form>
  );
}
