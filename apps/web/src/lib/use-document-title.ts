import { useEffect } from 'react';

let siteName = 'SiLoker';

export function setSiteName(name: string): void {
  siteName = name;
}

/** Sets the tab title to '<page> | <site name>'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title]);
}
