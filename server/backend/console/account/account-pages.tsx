import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { Field, FormError } from '../ui/fields';

export interface PasswordErrors {
  current?: string;
  password?: string;
  confirm?: string;
}

export function AccountPage({
  staff,
  notice,
  hasSecondFactor,
  recoveryLeft,
  errors = {},
}: {
  staff: SignedInStaff;
  notice: string | null;
  hasSecondFactor: boolean;
  recoveryLeft: number;
  errors?: PasswordErrors;
}) {
  return (
    <ConsoleLayout title="Your account" staff={staff} current="/account" notice={notice}>
      <dl className="console-facts">
        <dt>E-mail</dt>
        <dd>{staff.email}</dd>
        <dt>Role</dt>
        <dd>{staff.role}</dd>
        <dt>Second factor</dt>
        <dd>
          {hasSecondFactor ? `On (${recoveryLeft} recovery codes left)` : 'Off'} ·{' '}
          <a href="/account/second-factor">{hasSecondFactor ? 'Manage' : 'Turn on'}</a>
        </dd>
      </dl>
      <section className="console-panel">
        <h2>Change password</h2>
        <p className="console-hint">Every other session of yours is signed out.</p>
        <PostForm action="/account/password" csrfToken={staff.csrfToken} className="console-form">
          <Field
            label="Current password"
            name="current"
            type="password"
            autoComplete="current-password"
            required
            error={errors.current}
          />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 12 characters."
            error={errors.password}
          />
          <Field
            label="New password again"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirm}
          />
          <button type="submit">Change password</button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}

export function EnrolPage({
  staff,
  notice,
  secret,
  qrDataUrl,
  error,
  passwordError,
}: {
  staff: SignedInStaff;
  notice: string | null;
  secret: string;
  qrDataUrl: string;
  error?: string | null;
  passwordError?: string | null;
}) {
  return (
    <ConsoleLayout title="Turn on a second factor" staff={staff} current="/account" notice={notice}>
      <ol className="console-steps">
        <li>
          <p>Scan this code with an authenticator app (1Password, Google Authenticator, Aegis…).</p>
          <img
            className="console-qr"
            src={qrDataUrl}
            width={200}
            height={200}
            alt="QR code of the second-factor secret"
          />
          <p>
            Or type this key: <code className="console-secret">{secret.match(/.{1,4}/g)!.join(' ')}</code>
          </p>
        </li>
        <li>
          <p>Enter your password and the 6-digit code the app shows.</p>
          <PostForm action="/account/second-factor" csrfToken={staff.csrfToken} className="console-form">
            <input type="hidden" name="intent" value="enrol" />
            <input type="hidden" name="secret" value={secret} />
            <Field
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={passwordError ?? undefined}
            />
            <Field
              label="Code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={error ?? undefined}
            />
            <button type="submit">Turn on</button>
          </PostForm>
        </li>
      </ol>
    </ConsoleLayout>
  );
}

export function RecoveryCodesPage({ staff, codes }: { staff: SignedInStaff; codes: readonly string[] }) {
  return (
    <ConsoleLayout title="Second factor on" staff={staff} current="/account">
      <p>
        Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone.{' '}
        <strong>They are shown only now.</strong>
      </p>
      <ul className="console-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a className="console-button" href="/">
          Done, go to the console
        </a>
      </p>
    </ConsoleLayout>
  );
}

export function ManageSecondFactorPage({
  staff,
  notice,
  recoveryLeft,
  error,
}: {
  staff: SignedInStaff;
  notice: string | null;
  recoveryLeft: number;
  error?: string | null;
}) {
  return (
    <ConsoleLayout title="Second factor" staff={staff} current="/account" notice={notice}>
      <p>
        Your second factor is on. {recoveryLeft} of your recovery codes {recoveryLeft === 1 ? 'is' : 'are'} unused.
      </p>
      <section className="console-panel">
        <h2>Turn it off</h2>
        <FormError message={error} />
        <PostForm action="/account/second-factor" csrfToken={staff.csrfToken} className="console-form">
          <input type="hidden" name="intent" value="remove" />
          <Field label="Your password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="console-danger">
            Turn off second factor
          </button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}
