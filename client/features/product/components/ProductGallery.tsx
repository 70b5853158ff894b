import { useState } from 'react';
import type { Image as ImageRecord } from '../../../../shared/contract/models';
import { Image } from '../../../components/ui/Image';
import { track } from '../../../lib/analytics/analytics';

const MAIN_SIZES = 'xs:100vw md:60vw lg:600px';

/** Main picture plus thumbnails; the first picture is the page's largest paint, so preloaded. */
export function ProductGallery({ images, title }: { images: ImageRecord[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className="product-gallery">
      <div className="product-gallery-main">
        <Image src={current} alt={current.alt || title} sizes={MAIN_SIZES} preload={index === 0} />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery-thumbs" aria-label="Product images">
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => {
                  setIndex(i);
                  if (i !== index)
                    track('carousel', { carousel_name: 'product gallery', carousel_action: 'select', slide_index: i });
                }}
              >
                <Image src={img} decorative width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
