import { sendPage } from '../console-context';
import { staffOf, type ConsoleFeature, type SignedInStaff } from '../console-feature';
import { requireAction } from '../require-action';
import { visibleEntities } from '../permissions';
import { ConsoleLayout } from '../ui/console-layout';
import { ACTIVITY_PAGE_SIZE, activityChoices, listActivity, type ActivityEntry } from './activity-queries';

// The Activity screen: the audit trail, read-only (the table refuses edits itself), newest first.

function Values({ label, json }: { label: string; json: string | null }) {
  if (json === null) return null;
  return (
    <div className="console-values">
      <span className="console-hint">{label}</span> <code>{json}</code>
    </div>
  );
}

function Row({ e }: { e: ActivityEntry }) {
  return (
    <tr>
      <td data-label="When">
        <time dateTime={e.createdAt}>{e.createdAt.replace('T', ' ').slice(0, 19)}</time>
      </td>
      <td data-label="Who">{e.staffEmail}</td>
      <td data-label="Action">{e.action}</td>
      <td data-label="What">
        {e.entity} <code>{e.entityId}</code>
      </td>
      <td data-label="Details">
        <Values label="before" json={e.before} />
        <Values label="after" json={e.after} />
        {e.reason ? (
          <div className="console-values">
            <span className="console-hint">reason</span> {e.reason}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

function Select({
  name,
  label,
  value,
  options,
  all,
}: {
  name: string;
  label: string;
  value: string;
  options: string[];
  all: string;
}) {
  return (
    <div className="console-field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ActivityPage(props: {
  staff: SignedInStaff;
  entries: ActivityEntry[];
  total: number;
  page: number;
  filter: { staff: string; entity: string };
  choices: { people: string[]; entities: string[] };
}) {
  const { staff, entries, total, page, filter, choices } = props;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const href = (p: number) => {
    const q = new URLSearchParams({
      ...(filter.staff && { staff: filter.staff }),
      ...(filter.entity && { entity: filter.entity }),
    });
    q.set('page', String(p));
    return `/activity?${q}`;
  };
  return (
    <ConsoleLayout title="Activity" staff={staff} current="/activity">
      <form method="get" action="/activity" className="console-filters">
        <Select name="staff" label="Person" value={filter.staff} options={choices.people} all="Everyone" />
        <Select name="entity" label="Entity" value={filter.entity} options={choices.entities} all="Everything" />
        <button type="submit">Filter</button>
      </form>
      <p className="console-hint">
        {total} {total === 1 ? 'entry' : 'entries'}, newest first. Times in UTC.
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-stack">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">What</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <Row key={e.id} e={e} />
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="console-pages" aria-label="Pages">
          {page > 1 ? <a href={href(page - 1)}>Newer</a> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <a href={href(page + 1)}>Older</a> : null}
        </nav>
      ) : null}
    </ConsoleLayout>
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 254) : '');

export const activityFeature = (): ConsoleFeature => ({
  mount(router, deps) {
    router.get('/activity', requireAction('activity.view'), (req, res) => {
      const filter = { staff: text(req.query.staff), entity: text(req.query.entity) };
      const page = /^\d{1,6}$/.test(text(req.query.page)) ? Math.max(1, Number(req.query.page)) : 1;
      const visible = visibleEntities(staffOf(res).role) ?? undefined;
      const { entries, total } = listActivity(deps.db, {
        staff: filter.staff || undefined,
        entity: filter.entity || undefined,
        entities: visible,
        page,
      });
      sendPage(
        res,
        200,
        <ActivityPage
          staff={staffOf(res)}
          entries={entries}
          total={total}
          page={page}
          filter={filter}
          choices={activityChoices(deps.db, visible)}
        />,
      );
    });
  },
});
