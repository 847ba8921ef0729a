import { useEffect } from 'react';

let siteName = 'SiLoker';

export function setSiteName(name: string): void {
  siteName = name;
}

const fullTitle = (title: string) => (title ? `${title} | ${siteName}` : siteName);

/** The title the last server render asked for (renderToString is synchronous: one page at a time). */
let renderedTitle = '';
export function takeRenderedTitle(): string {
  const title = renderedTitle;
  renderedTitle = '';
  return title;
}

/** Sets the tab title to '<page> | <site name>'; on the server, the page's <title> (docs/decisions/099). */
export function useDocumentTitle(title: string): void {
  if (typeof document === 'undefined') renderedTitle = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
