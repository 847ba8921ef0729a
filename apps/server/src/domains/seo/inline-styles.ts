import fs from 'node:fs';
import path from 'node:path';

/**
 * A rendered page's stylesheets written into the page (issue 19 §3, docs/decisions/116). On a phone's
 * slow link every `<link rel="stylesheet">` is a request the first paint waits for: Lighthouse put
 * about 900 ms of the landing page's LCP on eight small stylesheets. Inline, the page paints from its
 * first response. Each link stays, for a medium that never matches (`not all`): it blocks nothing,
 * and the app's script, which adds a screen's stylesheets as links unless the page has them (Vite's
 * preload), does not add them again after the inline rules, where their order would differ. The CSP
 * allows inline styles (app.ts, styleSrc).
 */
export function styleInliner(webDist: string): (html: string) => string {
  const texts = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (!texts.has(file)) {
      let css: string | null = null;
      try {
        css = fs.readFileSync(path.join(webDist, file), 'utf8');
      } catch {
        // A file the build did not write stays a link, as before.
      }
      // A stylesheet that could close the element stays a link.
      texts.set(file, css !== null && !css.toLowerCase().includes('</style') ? css : null);
    }
    return texts.get(file)!;
  };
  return (html) =>
    html.replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
      (tag, file: string) => {
        const css = read(file);
        return css === null
          ? tag
          : `<style>${css}</style><link rel="stylesheet" media="not all" href="/${file}">`;
      },
    );
}
