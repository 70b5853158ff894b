import { Link } from 'react-router-dom';
import type { BlogCategory } from '../../../../shared/contract/content-models';
import { blogCategoryPath } from './BlogCard';

/** Category filter of the blog; the current one is marked with aria-current. */
export function BlogCategoryNav({ categories, current }: { categories: BlogCategory[]; current: string | null }) {
  return (
    <nav className="blog-categories" aria-label="Blog categories">
      <ul>
        <li><Link to="/blog" aria-current={current === null ? 'page' : undefined}>All stories</Link></li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to={blogCategoryPath(c.slug)} aria-current={current === c.slug ? 'page' : undefined}>{c.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
