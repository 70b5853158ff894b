import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData } from 'react-router-dom';
import type { AccountAnswer } from '../../features/account/action-answers';
import { AccountShell } from '../../features/account/components/AccountShell';
import { ContactDetailsForm, PasswordForm } from '../../features/account/components/ContactForms';
import { contactAction } from '../../features/account/contact-action';
import { answerKey } from '../../lib/forms/answer-key';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';

function Contact() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data;
  const answer = useActionData() as AccountAnswer | undefined;
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  return (
    <AccountShell title="Contact details" lead="How we reach you, and the password you sign in with.">
      <div className="contact-forms">
        {/* re-keyed by what is saved and by its own answer: a save shows the stored values, a refusal keeps the typed ones */}
        <ContactDetailsForm
          key={`${user.email}|${user.firstName}|${user.lastName}|${user.phone}|${user.acceptsMarketing}|${answerKey(answer?.intent === 'details' ? answer : undefined)}`}
          user={user}
          answer={answer}
        />
        <PasswordForm answer={answer} />
      </div>
    </AccountShell>
  );
}

const accountContactScreen: ScreenModule = {
  // No loader of its own: the auth guard (client/routes.tsx) has loaded the user it shows.
  action: contactAction,
  meta: () => ({ title: 'Contact details' }),
  Component: Contact,
};

export default accountContactScreen;
