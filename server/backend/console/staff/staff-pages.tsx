import type { SignedInStaff } from '../console-feature';
import { ROLES } from '../permissions';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { Field, FormError } from '../ui/fields';
import type { StaffSummary } from './staff-store';

export interface StaffPageProps {
  staff: SignedInStaff;
  people: StaffSummary[];
  notice?: string | null;
  /** the one-time link of the invitation just made, shown once */
  invited?: { email: string; link: string } | null;
  invite?: { email?: string; role?: string; error?: string; field?: string };
  /** a refused row action ("the last owner…") */
  error?: string | null;
}

function RoleSelect({ name, value, id }: { name: string; value?: string; id: string }) {
  return (
    <select name={name} id={id} defaultValue={value ?? 'fulfilment'}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}

export function StaffPage({ staff, people, notice, invited, invite = {}, error }: StaffPageProps) {
  return (
    <ConsoleLayout title="Staff" staff={staff} current="/staff" notice={notice}>
      {invited ? (
        <section className="console-panel console-highlight" aria-labelledby="invited-title">
          <h2 id="invited-title">Invitation for {invited.email}</h2>
          <p>It was mailed to them. You can also send this one-time link yourself; it works once, for 24 hours:</p>
          <p>
            <code className="console-link-text">{invited.link}</code>
          </p>
        </section>
      ) : null}
      <FormError message={error} />
      <div className="console-table-wrap">
        <table className="console-table console-stack">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Second factor</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.id}>
                <td data-label="E-mail">
                  {p.email}
                  {p.id === staff.id ? <span className="console-hint"> (you)</span> : null}
                </td>
                <td data-label="Role">
                  {p.status === 'disabled' ? (
                    p.role
                  ) : (
                    <PostForm action={`/staff/${p.id}/role`} csrfToken={staff.csrfToken} className="console-inline">
                      <label className="console-visually-hidden" htmlFor={`role-${p.id}`}>
                        Role of {p.email}
                      </label>
                      <RoleSelect name="role" value={p.role} id={`role-${p.id}`} />
                      <button type="submit">Change</button>
                    </PostForm>
                  )}
                </td>
                <td data-label="Status">
                  <span className={`console-status console-status-${p.status}`}>{p.status}</span>
                </td>
                <td data-label="Second factor">
                  <span className="console-cell-text">{p.twoFactor ? 'on' : 'off'}</span>
                  {p.twoFactor && p.status !== 'disabled' ? (
                    <PostForm
                      action={`/staff/${p.id}/reset-second-factor`}
                      csrfToken={staff.csrfToken}
                      className="console-inline"
                    >
                      <button type="submit">Reset</button>
                    </PostForm>
                  ) : null}
                </td>
                <td data-label="Actions">
                  {p.status !== 'disabled' ? (
                    <PostForm action={`/staff/${p.id}/disable`} csrfToken={staff.csrfToken} className="console-inline">
                      <button type="submit" className="console-danger">
                        Disable
                      </button>
                    </PostForm>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="console-panel">
        <h2>Invite someone</h2>
        <p className="console-hint">
          Owners manage staff and do everything; fulfilment handles orders, stock and reviews; editors moderate reviews.
        </p>
        <PostForm action="/staff/invite" csrfToken={staff.csrfToken} className="console-form">
          <Field
            label="E-mail"
            name="email"
            type="email"
            value={invite.email}
            required
            error={invite.field === 'email' ? invite.error : undefined}
          />
          <div className={invite.field === 'role' ? 'console-field console-field-error' : 'console-field'}>
            <label htmlFor="invite-role">Role</label>
            <RoleSelect name="role" value={invite.role} id="invite-role" />
            {invite.field === 'role' ? <p className="console-error">{invite.error}</p> : null}
          </div>
          <button type="submit">Invite</button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}
