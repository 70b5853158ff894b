import { useQuery } from '@tanstack/react-query';
import { useSuspenseQuery } from '../lib/query/use-suspense-query';
import { useActionData } from 'react-router-dom';
import { useQueryParams } from '../lib/routing/use-query-params';
import type { AccountAnswer } from '../features/account/action-answers';
import { SanitizedText } from '../components/ui/SanitizedText';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumb-json-ld';
import { Breadcrumbs, type Crumb } from '../components/seo/Breadcrumbs';
import { contentPageQuery } from '../features/content/queries';
import { ChosenProfessionalNote } from '../features/professional/ChosenProfessionalNote';
import { ProfessionalResults } from '../features/professional/ProfessionalResults';
import { PROFESSIONALS_PATH, ProfessionalSearchForm } from '../features/professional/ProfessionalSearchForm';
import { professionalSearchQuery } from '../features/professional/queries';
import { parseSearch } from '../features/professional/search';
import { useApp } from '../lib/app/app-context';
import type { ScreenModule } from './types';

const FALLBACK_TITLE = 'Find a professional';

const crumbsFor = (title: string): Crumb[] => [{ label: 'Home', to: '/' }, { label: title }];

function Professionals() {
  const { api } = useApp();
  const params = useQueryParams();
  const { data: page } = useSuspenseQuery(contentPageQuery(api, PROFESSIONALS_PATH));
  const parsed = parseSearch(params);
  const search = parsed.kind === 'search' ? parsed.search : null;
  // The loader already ran this search (on the server too), so it renders at once.
  const { data: outcome } = useQuery({
    ...professionalSearchQuery(api, search ?? { kind: 'zip', zip: '' }),
    enabled: false,
  });
  const zip = parsed.kind === 'invalid' ? parsed.zip : search?.kind === 'zip' ? search.zip : '';
  const title = page?.title ?? FALLBACK_TITLE;
  // a choice sent without JavaScript and refused (professional-action.ts)
  const answer = useActionData() as AccountAnswer | undefined;
  return (
    <div className="page page-professionals">
      <Breadcrumbs items={crumbsFor(title)} />
      <header className="page-intro">
        <h1>{title}</h1>
        {page?.lead && <p className="lead">{page.lead}</p>}
      </header>
      <ChosenProfessionalNote />
      <ProfessionalSearchForm zip={zip} error={parsed.kind === 'invalid' ? parsed.message : null} />
      {search && outcome && <ProfessionalResults outcome={outcome} refusal={answer?.errors?.form} />}
      {page?.bodyHtml && <SanitizedText content={page.bodyHtml} className="prose pro-about" />}
    </div>
  );
}

const professionalsScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async ({ request }) => {
      const parsed = parseSearch(new URL(request.url).searchParams);
      await Promise.all([
        queryClient.ensureQueryData(contentPageQuery(api, PROFESSIONALS_PATH)),
        parsed.kind === 'search' ? queryClient.ensureQueryData(professionalSearchQuery(api, parsed.search)) : null,
      ]);
      return null;
    },
  // "Choose this professional" posted without JavaScript by a signed-in customer; its code loads
  // with the post, not with the page (decision 018)
  action: (deps) => async (args) => (await import('./professional-action')).professionalAction(deps)(args),
  meta: ({ queryClient, api, config }) => {
    const page = queryClient.getQueryData(contentPageQuery(api, PROFESSIONALS_PATH).queryKey);
    return {
      ...(page && { title: page.title, description: page.description }),
      jsonLd: [breadcrumbListJsonLd(crumbsFor(page?.title ?? FALLBACK_TITLE), config.siteUrl)],
    };
  },
  Component: Professionals,
};

export default professionalsScreen;
