import type { BlogCategory } from '../../../../shared/contract/content-models';
import { blogCategoryPath } from './blog-paths';

/** Category filter of the blog; the current one is marked with aria-current. */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategory[]; current: string | null }) {
  return (
    <nav className="blog-categories" aria-label="Blog categories">
      <ul>
        <li>
          <a aria-current={current === null ? 'page' : undefined} href="/blog">
            All stories
          </a>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <a aria-current={current === c.slug ? 'page' : undefined} href={blogCategoryPath(c.slug)}>
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
