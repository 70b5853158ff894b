import type { TopicLink } from './skincare-101';
import { SKINCARE_101_ROOT } from './skincare-101';

/** Related links under a Skincare 101 page: the other topics and the overview. */
export function RelatedTopics({ topics, current }: { topics: TopicLink[]; current: string }) {
  const others = topics.filter((t) => t.path !== current);
  if (others.length === 0) return null;
  return (
    <aside className="related-topics" aria-labelledby="related-topics-title">
      <h2 id="related-topics-title">More in Skincare 101</h2>
      <ul>
        {others.map((t) => (
          <li key={t.path}>
            <a href={t.path}>{t.title}</a>
          </li>
        ))}
      </ul>
      {current !== SKINCARE_101_ROOT && (
        <a className="related-topics-all" href={SKINCARE_101_ROOT}>
          Skincare 101 overview
        </a>
      )}
    </aside>
  );
}
