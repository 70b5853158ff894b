import type { Announcement } from '../../../../shared/contract/content-models';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import type { Drawn } from '../ui/drawn-version';
import { RefusedSummary, TextInput } from '../ui/form-fields';
import { VersionField } from '../ui/version-field';
import { ContentNav } from './content-nav';
import { dateTimeInputValue } from './content-rules';
import { ANNOUNCEMENT_TEXT_MAX, type AnnouncementField, type AnnouncementForm } from './announcement-store';

// The announcement bar's messages in the order the shop shows them, each with its window (live,
// scheduled, ended), moved up or down, edited or deleted; the form below adds one (or, on
// /content/announcements/:id, edits one). Dates are UTC, as the shop compares them.

export const ANNOUNCEMENT_NOTICES: Record<string, string> = {
  saved: 'Announcement saved. The shop shows it within seconds.',
  deleted: 'Announcement deleted. The shop drops it within seconds.',
  moved: 'Order saved. The shop shows it within seconds.',
};

export function windowOf(a: Announcement, now: Date): { label: string; className: string } {
  const t = now.toISOString();
  if (a.endsAt && a.endsAt <= t) return { label: 'Ended', className: 'console-status-disabled' };
  if (a.startsAt && a.startsAt > t) return { label: 'Scheduled', className: 'console-status-invited' };
  return { label: 'Live', className: 'console-status-active' };
}

const when = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '—');

export function formOf(a: Announcement | null): AnnouncementForm {
  return {
    text: a?.text ?? '',
    url: a?.url ?? '',
    startsAt: dateTimeInputValue(a?.startsAt),
    endsAt: dateTimeInputValue(a?.endsAt),
  };
}

export interface AnnouncementsPageProps {
  staff: SignedInStaff;
  list: Announcement[];
  now: Date;
  canEdit: boolean;
  notice: string | null;
  /** the announcement being edited (null: the form adds one) */
  editing: Announcement | null;
  form: AnnouncementForm;
  errors: Partial<Record<AnnouncementField, string>>;
  /** the version the edit form carries (none when adding) */
  drawn?: Drawn;
}

export function AnnouncementsPage(props: AnnouncementsPageProps) {
  const { staff, list, now, canEdit, notice } = props;
  return (
    <ConsoleLayout title="Announcements" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/announcements" />
      <p className="console-hint console-lead">
        The bar at the top of every page of the shop shows the live ones, in this order.
      </p>
      <div className="console-table-wrap">
        <table className="console-table console-stack">
          <caption className="console-visually-hidden">Announcements in the order the shop shows them</caption>
          <thead>
            <tr>
              <th scope="col">Text</th>
              <th scope="col">Link</th>
              <th scope="col">From</th>
              <th scope="col">Until</th>
              <th scope="col">Shows</th>
              {canEdit ? <th scope="col">Change</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.length === 0 ? (
              <tr>
                <td colSpan={canEdit ? 6 : 5}>No announcement: the bar is hidden.</td>
              </tr>
            ) : (
              list.map((a, i) => {
                const w = windowOf(a, now);
                return (
                  <tr key={a.id} id={`announcement-${a.id}`}>
                    <td data-label="Text">{a.text}</td>
                    <td data-label="Link">{a.url ? <code>{a.url}</code> : '—'}</td>
                    <td data-label="From">{when(a.startsAt)}</td>
                    <td data-label="Until">{when(a.endsAt)}</td>
                    <td data-label="Shows">
                      <span className={`console-status ${w.className}`}>{w.label}</span>
                    </td>
                    {canEdit ? (
                      <td data-label="Change">
                        <div className="console-row-actions">
                          <a href={`/content/announcements/${encodeURIComponent(a.id)}`}>Edit</a>
                          <PostForm
                            action={`/content/announcements/${encodeURIComponent(a.id)}/move`}
                            csrfToken={staff.csrfToken}
                            className="console-inline"
                          >
                            <button type="submit" name="direction" value="up" disabled={i === 0}>
                              Up<span className="console-visually-hidden">: {a.text}</span>
                            </button>
                            <button type="submit" name="direction" value="down" disabled={i === list.length - 1}>
                              Down<span className="console-visually-hidden">: {a.text}</span>
                            </button>
                          </PostForm>
                          <PostForm
                            action={`/content/announcements/${encodeURIComponent(a.id)}/delete`}
                            csrfToken={staff.csrfToken}
                            className="console-inline"
                          >
                            <button type="submit" className="console-danger">
                              Delete<span className="console-visually-hidden">: {a.text}</span>
                            </button>
                          </PostForm>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {canEdit ? <AnnouncementForm {...props} /> : null}
    </ConsoleLayout>
  );
}

function AnnouncementForm({ staff, editing, form, errors, drawn }: AnnouncementsPageProps) {
  return (
    <section className="console-panel" aria-labelledby="announcement-form-title" id="announcement-form">
      <h2 id="announcement-form-title">{editing ? 'Edit the announcement' : 'Add an announcement'}</h2>
      <RefusedSummary errors={errors} />
      <PostForm
        action={editing ? `/content/announcements/${encodeURIComponent(editing.id)}` : '/content/announcements'}
        csrfToken={staff.csrfToken}
        className="console-form"
      >
        <VersionField drawn={editing ? drawn : undefined} />
        <TextInput
          label="Text"
          name="text"
          value={form.text}
          error={errors.text}
          required
          maxLength={ANNOUNCEMENT_TEXT_MAX}
          hint={
            <>
              To say what a gift rule gives in its own words, write <code>{'{gift:'}</code> and the rule&apos;s handle
              and <code>{'}'}</code>, like <code>{'{gift:gwp-75-deluxe-hyaluronic}'}</code>: the bar shows the
              rule&apos;s summary, and hides the announcement while the rule is off.
            </>
          }
        />
        <TextInput
          label="Link (optional)"
          name="url"
          value={form.url}
          error={errors.url}
          hint="A page of the shop (/shop/category/serums) or a web address (https://…)."
        />
        <TextInput
          label="From (optional, UTC)"
          name="startsAt"
          type="datetime-local"
          value={form.startsAt}
          error={errors.startsAt}
        />
        <TextInput
          label="Until (optional, UTC)"
          name="endsAt"
          type="datetime-local"
          value={form.endsAt}
          error={errors.endsAt}
          hint="The announcement stops showing at this moment."
        />
        <div className="console-actions">
          <button type="submit">{editing ? 'Save' : 'Add'}</button>
          {editing ? <a href="/content/announcements">Cancel</a> : null}
        </div>
      </PostForm>
    </section>
  );
}
