import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The backend's one way to draw a page (hosted checkout, operator console): a React element
// rendered to static markup, so every value is escaped by React, never by hand.

export function renderPage(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
