import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@siloker/shared/constants';
import './install-prompt.css';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED_KEY = 'install_prompt_dismissed';

/** On phones (768 px or less), offers to install the portal as an app when the browser allows it. */
export function InstallPrompt({ siteName }: { siteName: string }) {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      const small = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
      if (small && sessionStorage.getItem(DISMISSED_KEY) !== '1') setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event) return null;
  return (
    <div className="install-prompt" role="region" aria-label="Pasang aplikasi">
      <p>
        Pasang <strong>{siteName}</strong> di ponsel Anda untuk akses lebih cepat.
      </p>
      <div className="install-actions">
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            sessionStorage.setItem(DISMISSED_KEY, '1');
            setEvent(null);
          }}
        >
          Nanti
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={async () => {
            await event.prompt();
            await event.userChoice.catch(() => null);
            setEvent(null);
          }}
        >
          Pasang
        </button>
      </div>
    </div>
  );
}
