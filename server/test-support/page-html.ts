import request from 'supertest';
import { BROWSER_UA, type TestApp } from './test-app';

// Small helpers for integration tests that read server-rendered pages as text. There is no
// DOM here on purpose: the tests look at the HTML a crawler or a no-JS browser receives.

export interface Page {
  status: number;
  html: string;
  /** the <main> element's HTML */
  main: string;
  location?: string;
}

export async function getPage(t: TestApp, path: string): Promise<Page> {
  const res = await request(t.app).get(path).set('User-Agent', BROWSER_UA);
  const html = res.text ?? '';
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return { status: res.status, html, main, location: res.headers.location };
}

/** Visible text: tags dropped, React's text separators and entities resolved, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

/** The HTML of the first element that opens with `openTag` (e.g. '<footer'), up to its close. */
export function elementHtml(html: string, openTag: string, closeTag: string): string {
  const start = html.indexOf(openTag);
  if (start < 0) return '';
  const end = html.indexOf(closeTag, start);
  return end < 0 ? html.slice(start) : html.slice(start, end + closeTag.length);
}

export async function backendCall<T = any>(t: TestApp, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${t.backendUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<T>;
}
