import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout } from '../ui/console-layout';
import { ContentNav } from './content-nav';
import type { PictureChoice } from './content-pictures';
import { PictureUploadForm } from './picture-upload-form';

// The pictures the content screens choose from, newest uploads among them, and the upload form.
// A refused upload comes back here with its message next to the file field.

export const PICTURE_NOTICES: Record<string, string> = {
  'picture-uploaded': 'Picture uploaded: choose it in the picture list of a post, a menu item or the 404 page.',
};

export function ContentPicturesPage({
  staff,
  pictures,
  canEdit,
  notice,
  error,
  back,
}: {
  staff: SignedInStaff;
  pictures: PictureChoice[];
  canEdit: boolean;
  notice: string | null;
  error: string | null;
  back: string;
}) {
  return (
    <ConsoleLayout title="Pictures" staff={staff} current="/content" notice={notice}>
      <ContentNav current="/content/pictures" />
      {back !== '/content/pictures' ? (
        <p>
          <a href={back}>← Back</a>
        </p>
      ) : null}
      {canEdit ? <PictureUploadForm csrfToken={staff.csrfToken} back={back} error={error} /> : null}
      <ul className="console-picture-grid">
        {pictures.map((p) => (
          <li key={p.id}>
            <img src={`/content/pictures/${encodeURIComponent(p.id)}`} alt="" width={160} loading="lazy" />
            <code>{p.id}</code> ({p.width}×{p.height})
          </li>
        ))}
      </ul>
    </ConsoleLayout>
  );
}
