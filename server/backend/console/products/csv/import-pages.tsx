import type { SignedInStaff } from '../../console-feature';
import { ConsoleLayout, PostForm } from '../../ui/console-layout';
import type { ImportPlan, PlanItem } from './import-plan';
import { PENDING_MINUTES } from './pending-imports';
import type { LineError } from './rows-to-products';

// The import screen: the upload form (with what was wrong with the file as a whole), then the
// preview of a checked file: what would be created, updated and left as it is, or every error
// by line and column. Only a preview without errors offers "Apply".

const SHOWN = 500;

function ErrorList({ errors }: { errors: readonly LineError[] }) {
  return (
    <div className="console-error" role="alert" id="import-errors">
      <p>
        {errors.length} {errors.length === 1 ? 'error' : 'errors'}: nothing was written. Fix the file and upload it
        again.
      </p>
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN).map((e, i) => (
            <tr key={i}>
              <td>{e.line > 0 ? e.line : ''}</td>
              <td>{e.column}</td>
              <td>{e.line > 0 ? `Line ${e.line}${e.column ? `, ${e.column}` : ''}: ${e.message}` : e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > SHOWN ? <p>…and {errors.length - SHOWN} more.</p> : null}
    </div>
  );
}

function UploadForm({ staff }: { staff: SignedInStaff }) {
  return (
    <PostForm
      action="/products/csv/import"
      csrfToken={staff.csrfToken}
      encType="multipart/form-data"
      className="console-form"
    >
      <div className="console-field">
        <label htmlFor="import-file">CSV file (Shopify product format)</label>
        <input id="import-file" name="file" type="file" accept=".csv,text/csv" required />
      </div>
      <button type="submit">Check the file</button>
    </PostForm>
  );
}

export function ImportPage({
  staff,
  errors = [],
  notice = null,
}: {
  staff: SignedInStaff;
  errors?: readonly LineError[];
  notice?: string | null;
}) {
  return (
    <ConsoleLayout title="Import products" staff={staff} current="/products" notice={notice}>
      <p>
        <a href="/products">Products</a> · <a href="/products/csv/export">Export CSV</a>
      </p>
      <p className="console-hint">
        Upload a file in the columns of Shopify&apos;s &ldquo;Export products&rdquo; CSV (this console&apos;s export
        writes them). The whole file is checked first and you see what it would change; nothing is written until you
        apply it. Pictures given by address are fetched only from the hosts in IMAGE_SOURCE_HOSTS.
      </p>
      {errors.length > 0 ? <ErrorList errors={errors} /> : null}
      <UploadForm staff={staff} />
    </ConsoleLayout>
  );
}

function Items({ id, title, items }: { id: string; title: string; items: PlanItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="console-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.handle}>
            {item.title || item.handle} <code>{item.handle}</code> (line {item.line})
          </li>
        ))}
      </ul>
      {items.length > SHOWN ? <p>…and {items.length - SHOWN} more.</p> : null}
    </section>
  );
}

export function PreviewPage({
  staff,
  fileName,
  plan,
  pendingId,
  applyError = null,
}: {
  staff: SignedInStaff;
  fileName: string;
  plan: ImportPlan;
  pendingId: string | null;
  applyError?: string | null;
}) {
  const created = plan.items.filter((i) => i.action === 'create');
  const updated = plan.items.filter((i) => i.action === 'update');
  const unchanged = plan.items.filter((i) => i.action === 'unchanged');
  return (
    <ConsoleLayout title="Import preview" staff={staff} current="/products" notice={null}>
      <p>
        <a href="/products/csv/import">Upload another file</a>
      </p>
      <p id="import-summary">
        {fileName}: {plan.items.length} products. {created.length} to create, {updated.length} to update,{' '}
        {unchanged.length} unchanged{plan.errors.length > 0 ? `, ${plan.errors.length} errors` : ''}.
      </p>
      {applyError ? (
        <p className="console-error" role="alert">
          {applyError}
        </p>
      ) : null}
      {plan.errors.length > 0 ? (
        <>
          <ErrorList errors={plan.errors} />
          <UploadForm staff={staff} />
        </>
      ) : pendingId ? (
        <PostForm action={`/products/csv/import/${pendingId}`} csrfToken={staff.csrfToken} className="console-form">
          <p className="console-hint">
            Nothing has been written yet. Apply within {PENDING_MINUTES} minutes, all at once: if any product is
            refused, none is changed.
          </p>
          <button type="submit" disabled={created.length + updated.length === 0}>
            Apply: create {created.length}, update {updated.length}
          </button>
        </PostForm>
      ) : null}
      <Items id="import-created" title="To create" items={created} />
      <Items id="import-updated" title="To update" items={updated} />
      <Items id="import-unchanged" title="Unchanged" items={unchanged} />
    </ConsoleLayout>
  );
}
