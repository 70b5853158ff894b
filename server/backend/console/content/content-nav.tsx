// The content screens' own sub-menu, under the console's "Content" entry.

export const CONTENT_SECTIONS = [
  { href: '/content/announcements', label: 'Announcements' },
  { href: '/content/menus', label: 'Menus' },
  { href: '/content/pages', label: 'Pages' },
  { href: '/content/posts', label: 'Blog posts' },
  { href: '/content/categories', label: 'Blog categories' },
  { href: '/content/settings', label: 'Settings' },
  { href: '/content/not-found', label: '404 page' },
  { href: '/content/pictures', label: 'Pictures' },
] as const;

export function ContentNav({ current }: { current: string }) {
  return (
    <nav aria-label="Content" className="console-subnav">
      <ul>
        {CONTENT_SECTIONS.map((s) => (
          <li key={s.href}>
            <a href={s.href} aria-current={current === s.href ? 'page' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
