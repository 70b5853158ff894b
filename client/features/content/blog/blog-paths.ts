/** A blog category's view (the blog route's `/blog/category/<slug>`). */
export const blogCategoryPath = (slug: string) => `/blog/category/${slug}`;
/** A post's page. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;
