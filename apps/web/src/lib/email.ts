/** E-mail helpers of docs/product.md §8/§9: open a compose window, copy an address. */
import { EMAIL_OPENER_DELAY_MS } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { feedback, type DialogLink } from './feedback.tsx';

export function composeLinks(email: string): { mailto: string; gmail: string; outlook: string } {
  const to = encodeURIComponent(email);
  return {
    mailto: `mailto:${email}`,
    gmail: `https://mail.google.com/mail/?view=cm&fs=1&to=${to}`,
    outlook: `https://outlook.live.com/mail/0/deeplink/compose?to=${to}`,
  };
}

/**
 * Tries the device's mail app (mailto). If after 1.5 s the page still has focus (no mail app took
 * over), offers compose links for Gmail and Outlook instead.
 */
export function openEmail(
  email: string,
  onFallback: (links: DialogLink[]) => void = (links) =>
    void feedback.alert(`Pilih layanan e-mail untuk menulis ke ${email}.`, { title: 'Kirim E-mail', links }),
): void {
  const links = composeLinks(email);
  window.location.href = links.mailto;
  setTimeout(() => {
    if (document.hasFocus() && document.visibilityState === 'visible') {
      onFallback([
        { label: 'Buka di Gmail', href: links.gmail },
        { label: 'Buka di Outlook', href: links.outlook },
      ]);
    }
  }, EMAIL_OPENER_DELAY_MS);
}

export async function copyEmail(email: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(email);
    feedback.toast(MESSAGES.emailCopied);
    return true;
  } catch {
    feedback.errorToast(MESSAGES.systemError);
    return false;
  }
}
