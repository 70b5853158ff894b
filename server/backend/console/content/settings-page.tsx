import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { RefusedSummary, Select, TextArea, TextInput } from '../ui/form-fields';
import { ContentNav } from './content-nav';
import {
  LEGAL_COPY_MAX,
  LINK_TEXT_MAX,
  SOCIAL_ICONS,
  SPARE_ROWS,
  type FieldErrors,
  type SettingsView,
} from './settings-store';

// The shop's global settings: the footer's legal copy and links, the social links and the
// free-shipping threshold. Links are rows of inputs, with spare empty rows to add one without
// JavaScript; emptying a row removes it.

export const SETTINGS_NOTICES: Record<string, string> = {
  saved: 'Settings saved. The shop shows them within seconds.',
};

const ICON_OPTIONS = [
  { value: '', label: 'No icon (name shown)' },
  ...SOCIAL_ICONS.map((i) => ({ value: i, label: i[0]!.toUpperCase() + i.slice(1) })),
];

export interface SettingsPageProps {
  staff: SignedInStaff;
  view: SettingsView;
  canEdit: boolean;
  notice: string | null;
  errors: FieldErrors;
}

const withSpares = <T,>(rows: T[], blank: T): T[] => [...rows, ...Array.from({ length: SPARE_ROWS }, () => blank)];

export function SettingsPage({ staff, view, canEdit, notice, errors }: SettingsPageProps) {
  const legal = withSpares(view.legal, { text: '', url: '', newTab: false });
  const social = withSpares(view.social, { icon: '', label: '', url: '' });
  return (
    <ConsoleLayout title="Settings" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/settings" />
      <RefusedSummary errors={errors} />
      <PostForm action="/content/settings" csrfToken={staff.csrfToken} className="console-wide-form">
        <fieldset className="console-panel" disabled={!canEdit}>
          <legend>Free shipping</legend>
          <TextInput
            label="Free standard shipping from (USD)"
            name="threshold"
            value={view.threshold}
            error={errors.threshold}
            inputMode="decimal"
            required
            hint="Order subtotal after discounts. The cart and the checkout both use it."
          />
        </fieldset>
        <fieldset className="console-panel" disabled={!canEdit}>
          <legend>Footer</legend>
          <TextArea
            label="Legal copy"
            name="legal_copy"
            value={view.legalCopy}
            error={errors.legal_copy}
            maxLength={LEGAL_COPY_MAX}
            rows={3}
            required
          />
          <table className="console-table console-rows">
            <caption>Legal links</caption>
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">Link</th>
                <th scope="col">New tab</th>
              </tr>
            </thead>
            <tbody>
              {legal.map((row, i) => (
                <tr key={i}>
                  <td>
                    <TextInput
                      label={`Legal link ${i + 1}: text`}
                      hideLabel
                      name="legal_text"
                      id={`legal_text-${i}`}
                      value={row.text}
                      maxLength={LINK_TEXT_MAX}
                      error={errors[`legal_text.${i}`]}
                    />
                  </td>
                  <td>
                    <TextInput
                      label={`Legal link ${i + 1}: link`}
                      hideLabel
                      name="legal_url"
                      id={`legal_url-${i}`}
                      value={row.url}
                      error={errors[`legal_url.${i}`]}
                    />
                  </td>
                  <td>
                    <label className="console-check">
                      <input type="checkbox" name="legal_new_tab" value={String(i)} defaultChecked={row.newTab} />
                      <span className="console-visually-hidden">Legal link {i + 1}: open in a new tab</span>
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="console-hint">Empty a row to remove its link.</p>
        </fieldset>
        <fieldset className="console-panel" disabled={!canEdit}>
          <legend>Social links</legend>
          <table className="console-table console-rows">
            <caption className="console-visually-hidden">Social links</caption>
            <thead>
              <tr>
                <th scope="col">Icon</th>
                <th scope="col">Name</th>
                <th scope="col">Link</th>
              </tr>
            </thead>
            <tbody>
              {social.map((row, i) => (
                <tr key={i}>
                  <td>
                    <Select
                      label={`Social link ${i + 1}: icon`}
                      hideLabel
                      name="social_icon"
                      id={`social_icon-${i}`}
                      value={row.icon}
                      options={ICON_OPTIONS}
                    />
                  </td>
                  <td>
                    <TextInput
                      label={`Social link ${i + 1}: name`}
                      hideLabel
                      name="social_label"
                      id={`social_label-${i}`}
                      value={row.label}
                      maxLength={LINK_TEXT_MAX}
                      error={errors[`social_label.${i}`]}
                    />
                  </td>
                  <td>
                    <TextInput
                      label={`Social link ${i + 1}: link`}
                      hideLabel
                      name="social_url"
                      id={`social_url-${i}`}
                      value={row.url}
                      error={errors[`social_url.${i}`]}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        {canEdit ? <button type="submit">Save settings</button> : null}
      </PostForm>
    </ConsoleLayout>
  );
}
