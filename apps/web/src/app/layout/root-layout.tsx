import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INACTIVITY_TIMEOUT_MS } from '@siloker/shared/constants';
import type { RouteDef } from '../../config/paths.ts';
import { DEFAULT_SITE_CONFIG, siteConfigQueryOptions } from '../../features/master/api.ts';
import { refreshUserQueryOptions } from '../../features/auth/api.ts';
import { PrivacyConsentDialog } from '../../features/privacy/consent-dialog.tsx';
import { ServiceUnavailable } from '../../features/errors/service-unavailable.tsx';
import { serviceStatus, useServiceStatus } from '../../lib/service-status.ts';
import { useSession } from '../../lib/session-context.tsx';
import { setSiteName } from '../../lib/use-document-title.ts';
import { resetAllValidation } from '../../lib/validation/validation-reset.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { InstallPrompt } from './install-prompt.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { RegistrationModal, RegistrationModalContext } from '../../components/registration-modal.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { useInactivityTimer } from './use-inactivity.ts';
import './root-layout.css';

export interface RouteHandle {
  route?: RouteDef;
}

const goHome = () => window.location.assign('/');

/** The frame around every screen: header, content, footer, registration modal and helpers. */
export function RootLayout() {
  const location = useLocation();
  const matches = useMatches();
  const { user, isLoggedIn } = useSession();
  const { data: config = DEFAULT_SITE_CONFIG } = useQuery(siteConfigQueryOptions());
  const queryClient = useQueryClient();
  const service = useServiceStatus();
  const [registerOpen, setRegisterOpen] = useState(false);
  const openRegistration = useCallback(() => setRegisterOpen(true), []);

  // Keep the stored user fresh (and catch an ended session) while signed in.
  useQuery(refreshUserQueryOptions(isLoggedIn && user ? user.id : null));

  const current = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)?.handle as
    RouteHandle | undefined;
  const authLayout = Boolean(current?.route?.authLayout);

  setSiteName(config.web_name);

  // Every route change: back to the top and validation errors cleared.
  useEffect(() => {
    window.scrollTo(0, 0);
    resetAllValidation();
  }, [location.pathname, location.search]);

  useInactivityTimer(INACTIVITY_TIMEOUT_MS, goHome, location.key);

  return (
    <RegistrationModalContext.Provider value={openRegistration}>
      <a href="#main-content" className="skip-link">
        Lewati ke konten utama
      </a>
      <div className={`app-shell${authLayout ? ' app-shell-auth' : ''}`}>
        {authLayout ? null : <Header onRegister={openRegistration} />}
        <main id="main-content" className="app-main" tabIndex={-1}>
          {service.unavailable ? (
            <ServiceUnavailable
              checking={service.checking}
              onRetry={() => serviceStatus.retry(queryClient)}
            />
          ) : null}
          {/* Hidden, not unmounted, while the service is down: what was typed is still there after a retry. */}
          <div className="app-outlet" hidden={service.unavailable}>
            <Outlet />
          </div>
        </main>
        <Footer alignRight={authLayout} />
      </div>
      <RegistrationModal open={registerOpen} onClose={() => setRegisterOpen(false)} />
      <PrivacyConsentDialog />
      <ScrollToTop />
      <InstallPrompt siteName={config.web_name} />
      <LoadingOverlay />
    </RegistrationModalContext.Provider>
  );
}
