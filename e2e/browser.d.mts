// Types of e2e/browser.mjs (plain JavaScript so plain `node` scripts can import it).
export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  /** The browser's environment when it differs from the caller's (the bundled fonts). */
  env?: Record<string, string | undefined>;
  kind: 'system' | 'path' | 'bundled';
  /** Which browser, for the log: version and path. */
  label: string;
}
export const BASE_ARGS: string[];
export function chooseChromium(): Promise<ChromiumChoice>;
export function launchOptions(choice: ChromiumChoice): {
  executablePath: string;
  args: string[];
  env?: Record<string, string | undefined>;
};
