import type { ElementType, ReactNode } from 'react';
import type { Variant } from '../../../../shared/contract/models';

/** The sizes product.css has no-JS rules for; a product with more shows the first size's alone there. */
const NO_JS_SIZES = 8;

/**
 * Something that depends on the size chosen (a price), once per size. The page's state marks the
 * chosen one (is-current). Without JavaScript there is no state to follow the size radios, so the
 * stylesheet shows the one whose place matches the checked radio's (product.css). A product of
 * one size renders it alone.
 */
export function PerVariant({
  variants,
  currentId,
  as: Tag = 'span',
  className,
  children,
}: {
  variants: readonly Variant[];
  currentId: string;
  as?: ElementType;
  className?: string;
  children(variant: Variant): ReactNode;
}) {
  const current = variants.find((v) => v.id === currentId) ?? variants[0];
  if (!current) return null;
  if (variants.length < 2 || variants.length > NO_JS_SIZES) return <Tag className={className}>{children(current)}</Tag>;
  return (
    <Tag className={['per-variant', className].filter(Boolean).join(' ')}>
      {variants.map((v) => (
        <Tag key={v.id} className={`per-variant-item${v.id === current.id ? ' is-current' : ''}`}>
          {children(v)}
        </Tag>
      ))}
    </Tag>
  );
}
