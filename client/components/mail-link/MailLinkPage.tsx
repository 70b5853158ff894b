import type { ReactNode } from 'react';
import { data, useActionData } from 'react-router-dom';
import { Form } from '../../lib/forms/route-form';
import { FormAlert } from '../ui/form/FormAlert';
import { SubmitButton } from '../ui/form/SubmitButton';

/** A link to follow from the page: its path and words. */
export interface PageLink {
  to: string;
  label: string;
}

/** What a mail link's action answers: what happened, and where to go from there. */
export interface MailLinkAnswer {
  done?: string;
  error?: string;
  next?: PageLink;
}

/** A link that does nothing is the page again with the message, as a 400 (not a success). */
export const refusedMailLink = (error: string) => data<MailLinkAnswer>({ error }, { status: 400 });

export const SHOP_ALL: PageLink = { to: '/shop', label: 'Shop all skincare' };

interface MailLinkPageProps {
  heading: string;
  /** What the button will do, asked before it is pressed. */
  question: ReactNode;
  /** The link's own values, posted back by the button. */
  fields: Record<string, string>;
  submitText: string;
  pendingText: string;
  /** Offered under a refusal (a way to get a new link). */
  retry?: PageLink;
}

/**
 * The page a link in one of our e-mails opens (confirm a sign-up, leave a list). Opening it
 * changes nothing, since mail scanners open links too: its one button posts the link's values to
 * the route's action, whose answer the page then shows.
 */
export function MailLinkPage({ heading, question, fields, submitText, pendingText, retry }: MailLinkPageProps) {
  const answer = useActionData<MailLinkAnswer>();
  const next = answer?.next ?? SHOP_ALL;
  return (
    <div className="newsletter-page">
      <h1>{heading}</h1>
      {answer?.done ? (
        <>
          <FormAlert done={answer.done} />
          <p>
            <a href={next.to}>{next.label}</a>
          </p>
        </>
      ) : (
        <Form method="post" className="newsletter-confirm-form">
          <FormAlert error={answer?.error} />
          {answer?.error ? (
            retry && (
              <p>
                <a href={retry.to}>{retry.label}</a>
              </p>
            )
          ) : (
            <>
              <p>{question}</p>
              {Object.entries(fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <SubmitButton pendingText={pendingText}>{submitText}</SubmitButton>
            </>
          )}
        </Form>
      )}
    </div>
  );
}
