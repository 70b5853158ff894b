// The floor page's words: about as much text as a simple content page of the shop (/about has
// ~2.5 KB of markup in its <main>). Server-side only: the browser gets it as hydration data.

export interface Section {
  heading: string;
  paragraphs: string[];
}

export interface Article {
  title: string;
  lead: string;
  sections: Section[];
}

export interface Related {
  id: string;
  title: string;
}

export const ARTICLE: Article = {
  title: 'A page at the framework’s floor',
  lead: 'This page hydrates with React, the browser data router and React Query, and nothing else: the least work any page of the shop could ask of a phone.',
  sections: [
    {
      heading: 'What it holds',
      paragraphs: [
        'One route with a loader, whose data the server hands to the router as hydration data, and one query, rendered on the server and hydrated in the browser from its dehydrated state.',
        'The same versions of React, react-dom, react-router and React Query as the shop, built by the same bundler with the same production aliases and minifier, served with the same compression and caching headers.',
      ],
    },
    {
      heading: 'What it leaves out',
      paragraphs: [
        'No layout, no header or footer, no navigation, no images, no stylesheets and no analytics. Every byte of script it loads is the framework’s own, and every task on the main thread is the framework’s work.',
        'A page of the shop that needs more time than this one does so because of its own code, which is the part that can be cut, deferred or loaded on first use.',
      ],
    },
    {
      heading: 'How it is read',
      paragraphs: [
        'Measured in the same session as the shop’s pages, on the same machine at the same moment, so a machine that runs twice as slowly for a while slows both alike and the comparison holds.',
        'The figures that matter are the differences and ratios between this page and the others: total blocking time, scripting time and the longest task during load.',
      ],
    },
  ],
};

export const RELATED: Related[] = [
  { id: 'hydration', title: 'Hydration without surprises' },
  { id: 'data-router', title: 'Loaders and hydration data' },
  { id: 'query-state', title: 'Dehydrated query state' },
];
