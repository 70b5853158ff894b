import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { Drawn } from '../ui/drawn-version';
import { FieldError } from '../ui/form-fields';
import { VersionField } from '../ui/version-field';
import { FORM_STATUSES, type RedirectFieldErrors } from './redirect-rules';
import type { RedirectRow } from './redirect-store';

// The Redirects screen: the table (search by path), a form to add one at the top, and per
// entry an edit page and a remove button. A refused value comes back in its field with the
// message beside it; a path the shop shows a page at asks for a tick before it is redirected.

export const REDIRECT_NOTICES: Record<string, string> = {
  added: 'Redirect added. The shop applies it within seconds.',
  saved: 'Redirect saved. The shop applies it within seconds.',
  removed: 'Redirect removed. The shop stops applying it within seconds.',
};

export interface RedirectDraft {
  from: string;
  to: string;
  status: string;
  confirm: boolean;
}

export const EMPTY_DRAFT: RedirectDraft = { from: '', to: '', status: '301', confirm: false };

const STATUS_LABELS: Record<number, string> = {
  301: '301 — moved for good',
  302: '302 — moved for now',
  307: '307 — moved for now (kept method)',
  308: '308 — moved for good (kept method)',
};

/** The fields of one redirect, for adding and for editing. */
function RedirectFields({
  prefix,
  draft,
  errors,
  statuses,
}: {
  prefix: string;
  draft: RedirectDraft;
  errors: RedirectFieldErrors;
  statuses: readonly number[];
}) {
  const field = (name: 'from' | 'to' | 'status') =>
    errors[name] ? 'console-field console-field-error' : 'console-field';
  const described = (name: keyof RedirectFieldErrors, hint?: string) =>
    errors[name] ? `${prefix}-${name}-error` : hint;
  return (
    <>
      <div className={field('from')}>
        <label htmlFor={`${prefix}-from`}>From (a path on the shop)</label>
        <p className="console-hint" id={`${prefix}-from-hint`}>
          Like /old-page; end with /* to send everything below a folder.
        </p>
        <input
          id={`${prefix}-from`}
          name="from"
          type="text"
          required
          maxLength={2048}
          defaultValue={draft.from}
          aria-invalid={errors.from ? true : undefined}
          aria-describedby={described('from', `${prefix}-from-hint`)}
        />
        <FieldError id={`${prefix}-from-error`} message={errors.from} />
      </div>
      <div className={field('to')}>
        <label htmlFor={`${prefix}-to`}>To (a path on the shop or a full address)</label>
        <input
          id={`${prefix}-to`}
          name="to"
          type="text"
          required
          maxLength={2048}
          defaultValue={draft.to}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={described('to')}
        />
        <FieldError id={`${prefix}-to-error`} message={errors.to} />
      </div>
      <div className={field('status')}>
        <label htmlFor={`${prefix}-status`}>Kind</label>
        <select
          id={`${prefix}-status`}
          name="status"
          defaultValue={draft.status}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={described('status')}
        >
          {statuses.map((s) => (
            <option key={s} value={String(s)}>
              {STATUS_LABELS[s] ?? String(s)}
            </option>
          ))}
        </select>
        <FieldError id={`${prefix}-status-error`} message={errors.status} />
      </div>
      {errors.confirm || draft.confirm ? (
        <div className={errors.confirm ? 'console-field console-field-error' : 'console-field'}>
          <FieldError id={`${prefix}-confirm-error`} message={errors.confirm} />
          <label className="console-check">
            <input type="checkbox" name="confirm" value="1" defaultChecked={draft.confirm} /> Redirect anyway
          </label>
        </div>
      ) : null}
    </>
  );
}

export interface RedirectListProps {
  staff: SignedInStaff;
  rows: RedirectRow[];
  total: number;
  q: string;
  canEdit: boolean;
  notice?: string | null;
  draft?: RedirectDraft;
  errors?: RedirectFieldErrors;
}

export function RedirectListPage({ staff, rows, total, q, canEdit, notice, draft, errors }: RedirectListProps) {
  return (
    <ConsoleLayout title="Redirects" staff={staff} current="/redirects" notice={notice ?? null}>
      {canEdit ? (
        <section className="console-panel" aria-labelledby="redirect-add">
          <h2 id="redirect-add">Add a redirect</h2>
          <PostForm action="/redirects" csrfToken={staff.csrfToken} className="console-form">
            <RedirectFields prefix="add" draft={draft ?? EMPTY_DRAFT} errors={errors ?? {}} statuses={FORM_STATUSES} />
            <button type="submit">Add redirect</button>
          </PostForm>
        </section>
      ) : null}
      <form method="get" action="/redirects" className="console-filters" role="search">
        <div className="console-field">
          <label htmlFor="redirect-q">Search paths</label>
          <input id="redirect-q" name="q" type="search" defaultValue={q} />
        </div>
        <button type="submit">Search</button>
      </form>
      <p className="console-hint">
        {rows.length === total ? `${total} redirects.` : `${rows.length} of ${total} redirects match.`}
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-cards">
          <caption className="console-visually-hidden">Redirects</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">To</th>
              <th scope="col">Kind</th>
              {canEdit ? <th scope="col">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={canEdit ? 4 : 3}>No redirect matches.</td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.id} id={`redirect-${r.id}`}>
                  <td>
                    <code>{r.from}</code>
                  </td>
                  <td data-label="To">
                    <code>{r.to}</code>
                  </td>
                  <td data-label="Kind">{r.status}</td>
                  {canEdit ? (
                    <td>
                      <a href={`/redirects/${r.id}`} aria-label={`Edit the redirect from ${r.from}`}>
                        Edit
                      </a>
                      <PostForm
                        action={`/redirects/${r.id}/remove`}
                        csrfToken={staff.csrfToken}
                        className="console-inline"
                      >
                        <button
                          type="submit"
                          className="console-danger"
                          aria-label={`Remove the redirect from ${r.from}`}
                        >
                          Remove
                        </button>
                      </PostForm>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </ConsoleLayout>
  );
}

export function RedirectEditPage({
  staff,
  redirect,
  draft,
  errors,
  drawn,
}: {
  staff: SignedInStaff;
  redirect: RedirectRow;
  draft: RedirectDraft;
  errors: RedirectFieldErrors;
  drawn: Drawn;
}) {
  const statuses = (FORM_STATUSES as readonly number[]).includes(redirect.status)
    ? FORM_STATUSES
    : [...FORM_STATUSES, redirect.status];
  return (
    <ConsoleLayout title={`Redirect from ${redirect.from}`} staff={staff} current="/redirects">
      <p>
        <a href="/redirects">← All redirects</a>
      </p>
      <section className="console-panel">
        <PostForm action={`/redirects/${redirect.id}`} csrfToken={staff.csrfToken} className="console-form">
          <VersionField drawn={drawn} />
          <RedirectFields prefix="edit" draft={draft} errors={errors} statuses={statuses} />
          <button type="submit">Save redirect</button>
        </PostForm>
      </section>
    </ConsoleLayout>
  );
}
