import type { Image } from '../../../../shared/contract/models';
import type { SignedInStaff } from '../console-feature';
import { ConsoleLayout, PostForm } from '../ui/console-layout';
import { Field } from '../ui/fields';
import { MAX_PICTURE_SIDE } from './picture-check';
import type { Pictures } from './picture-store';

// A product's pictures: the uploads in the order the shop shows them (move, alt text, remove)
// and the upload form. With no upload the drawn packshot is shown, and says so.

export const PICTURE_NOTICES: Record<string, string> = {
  added: 'Picture added. The shop shows it within seconds, in every size.',
  saved: 'Alt text saved.',
  moved: 'Order saved.',
  removed: 'Picture removed.',
};

export interface PictureErrors {
  /** the upload form's message */
  upload?: string;
  /** a message under one picture's form */
  imageId?: string;
  image?: string;
  alt?: string;
}

export function PicturesPage({
  staff,
  pictures,
  canEdit,
  notice,
  errors,
}: {
  staff: SignedInStaff;
  pictures: Pictures;
  canEdit: boolean;
  notice: string | null;
  errors: PictureErrors;
}) {
  const base = `/products/${pictures.productId}/pictures`;
  return (
    <ConsoleLayout title={`Pictures: ${pictures.title}`} staff={staff} current="/products" notice={notice}>
      <p>
        <a href={`/products/${pictures.productId}`}>Back to the product</a>
      </p>
      {pictures.uploads.length === 0 ? (
        <>
          <p>No picture uploaded: the shop shows the drawn packshot.</p>
          <ul className="console-list console-pictures">
            {pictures.drawn.map((img) => (
              <li key={img.id}>
                <img src={`${base}/${img.id}/thumb`} alt={img.alt} width={160} height={160} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ol className="console-list console-pictures">
          {pictures.uploads.map((img, i) => (
            <PictureItem
              key={img.id}
              img={img}
              base={base}
              staff={staff}
              canEdit={canEdit}
              first={i === 0}
              last={i === pictures.uploads.length - 1}
              error={errors.imageId === img.id ? errors : null}
            />
          ))}
        </ol>
      )}
      {canEdit ? (
        <PostForm action={base} csrfToken={staff.csrfToken} encType="multipart/form-data" className="console-form">
          <h2>Upload a picture</h2>
          <div className={errors.upload ? 'console-field console-field-error' : 'console-field'}>
            <label htmlFor="picture-file">Picture (JPEG, PNG or WebP)</label>
            <p className="console-hint" id="picture-file-hint">
              At most 20 MB and {MAX_PICTURE_SIDE.toLocaleString('en-US')} px a side. Its metadata (camera, place) is
              removed.
            </p>
            <input
              id="picture-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={errors.upload ? 'picture-file-error' : 'picture-file-hint'}
              aria-invalid={errors.upload ? true : undefined}
            />
            {errors.upload ? (
              <p className="console-error" id="picture-file-error">
                {errors.upload}
              </p>
            ) : null}
          </div>
          <Field
            label="Alt text"
            name="alt"
            error={errors.imageId === undefined ? errors.alt : undefined}
            hint="What the picture shows, for people who cannot see it."
          />
          <button type="submit">Upload</button>
        </PostForm>
      ) : null}
    </ConsoleLayout>
  );
}

function PictureItem({
  img,
  base,
  staff,
  canEdit,
  first,
  last,
  error,
}: {
  img: Image;
  base: string;
  staff: SignedInStaff;
  canEdit: boolean;
  first: boolean;
  last: boolean;
  error: PictureErrors | null;
}) {
  const at = `${base}/${img.id}`;
  return (
    <li>
      <img src={`${at}/thumb`} alt={img.alt} width={160} height={Math.round((160 * img.height) / img.width)} />
      <p className="console-hint">
        {img.width} × {img.height} px, {img.format.toUpperCase()}
      </p>
      {error?.image ? <p className="console-error">{error.image}</p> : null}
      {canEdit ? (
        <>
          <PostForm action={`${at}/alt`} csrfToken={staff.csrfToken} className="console-form">
            <Field label="Alt text" name="alt" value={img.alt} error={error?.alt} />
            <button type="submit">Save alt text</button>
          </PostForm>
          <div className="console-product-actions">
            {first ? null : (
              <PostForm action={`${at}/up`} csrfToken={staff.csrfToken} className="console-inline">
                <button type="submit">Move earlier</button>
              </PostForm>
            )}
            {last ? null : (
              <PostForm action={`${at}/down`} csrfToken={staff.csrfToken} className="console-inline">
                <button type="submit">Move later</button>
              </PostForm>
            )}
            <PostForm action={`${at}/remove`} csrfToken={staff.csrfToken} className="console-inline">
              <button type="submit" className="console-danger">
                Remove
              </button>
            </PostForm>
          </div>
        </>
      ) : null}
    </li>
  );
}
