import { useRef, type ReactNode } from 'react';
import { useActionData } from 'react-router-dom';
import { Form } from '../../../lib/forms/route-form';
import { useQueryParams } from '../../../lib/routing/use-query-params';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { useFocusFirstError } from '../../../components/ui/form/use-focus-first-error';
import type { AuthAnswer } from '../auth-answers';
import { LINK_INCOMPLETE } from '../auth-messages';
import { hasLinkParams } from '../password-link';
import { AuthPage } from './AuthPage';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * The page an activation or reset link opens: a new password and its confirmation. When the
 * link itself fails (spent, expired, cut short) the server's message comes with `wayOn`
 * (ask for a new link, sign in).
 */
export function SetPasswordPage({
  title,
  lead,
  submit,
  pending,
  wayOn,
}: {
  title: string;
  lead: ReactNode;
  submit: string;
  pending: string;
  wayOn: ReactNode;
}) {
  const answer = useActionData<AuthAnswer>();
  const params = useQueryParams();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer?.errors);
  const errors = answer?.errors;
  const incomplete = !hasLinkParams(params);
  return (
    <AuthPage title={title} lead={lead}>
      <Form method="post" ref={formRef} className="auth-form" noValidate data-analytics-form={title.toLowerCase()}>
        {incomplete && !answer ? (
          <FormAlert error={LINK_INCOMPLETE}>
            <div className="form-alert-next">{wayOn}</div>
          </FormAlert>
        ) : (
          <FormAlert error={errors?.form}>
            {answer?.linkFailed && <div className="form-alert-next">{wayOn}</div>}
          </FormAlert>
        )}
        <NewPasswordFields errors={errors} />
        <SubmitButton pendingText={pending} block>
          {submit}
        </SubmitButton>
      </Form>
    </AuthPage>
  );
}
