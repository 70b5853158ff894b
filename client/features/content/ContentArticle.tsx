import { Breadcrumbs, type Crumb } from '../../components/seo/Breadcrumbs';
import type { ContentPage } from '../../../shared/contract/content-models';
import { ContentBody } from './ContentBody';
import { RelatedTopics } from './RelatedTopics';
import type { TopicLink } from './skincare-101';

export interface ContentArticleProps {
  page: ContentPage;
  crumbs: Crumb[];
  /** Skincare 101's topics, beside one of its pages; absent elsewhere */
  topics?: TopicLink[] | undefined;
  pathname: string;
}

/** What a CMS page shows inside its article element (the content screen keeps it: content-page-part.ts). */
export default function ContentArticle({ page, crumbs, topics, pathname }: ContentArticleProps) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <header className="page-intro">
        <h1>{page.title}</h1>
        {page.lead && <p className="lead">{page.lead}</p>}
      </header>
      <div id="content-body">
        <ContentBody html={page.bodyHtml} />
      </div>
      {topics && <RelatedTopics topics={topics} current={pathname} />}
    </>
  );
}
