// react-dom's browser renderer, two thirds of the entry's JavaScript, in a chunk of its own: the
// page preloads it with the entry (server/render/client-assets.ts), and the entry imports it when
// it hydrates, so the browser runs it in a task of its own instead of in the entry's one long
// module evaluation.
export { hydrateRoot } from 'react-dom/client';
