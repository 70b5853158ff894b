import { PostForm } from '../ui/console-layout';
import { MAX_PICTURE_SIDE } from '../products/picture-check';

// The upload form the content screens show beside their picture list: the file goes to
// POST /content/pictures, which checks it and comes back to `back` with the picture in the list.
// A form of its own, so what is typed in the screen's form is not sent with it.

export function PictureUploadForm({
  csrfToken,
  back,
  error,
}: {
  csrfToken: string;
  back: string;
  error?: string | null;
}) {
  return (
    <PostForm
      action="/content/pictures"
      csrfToken={csrfToken}
      encType="multipart/form-data"
      className="console-form console-picture-upload"
    >
      <input type="hidden" name="back" value={back} />
      <div className={error ? 'console-field console-field-error' : 'console-field'}>
        <label htmlFor="content-picture-file">Upload a picture (JPEG, PNG or WebP)</label>
        <p className="console-hint" id="content-picture-file-hint">
          At most 20 MB and {MAX_PICTURE_SIDE.toLocaleString('en-US')} px a side; its metadata (camera, place) is
          removed. Upload before you edit: this form sends only the picture.
        </p>
        <input
          id="content-picture-file"
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={error ? 'content-picture-file-error' : 'content-picture-file-hint'}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p className="console-error" id="content-picture-file-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit">Upload</button>
    </PostForm>
  );
}
