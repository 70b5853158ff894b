import { SanitizedText } from '../../components/ui/SanitizedText';
import { splitSections, TOC_MIN_HEADINGS } from './sections';

/**
 * A CMS body with a table of contents when it has enough h2 sections. Each section is its
 * own sanitised block inside a wrapper carrying the anchor the contents link to.
 */
export function ContentBody({ html }: { html: string }) {
  const sections = splitSections(html);
  const headed = sections.filter((s) => s.id !== null);
  if (headed.length < TOC_MIN_HEADINGS) return <SanitizedText content={html} className="prose" />;
  return (
    <div className="content-with-toc">
      <nav className="toc" aria-labelledby="toc-title">
        <h2 id="toc-title" className="toc-title">
          On this page
        </h2>
        <ol>
          {headed.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose">
        {sections.map((s, i) => (
          <div key={s.id ?? `intro-${i}`} id={s.id ?? undefined} className="prose-section">
            <SanitizedText content={s.html} />
          </div>
        ))}
      </div>
    </div>
  );
}
