/**
 * The route table of docs/product.md §2. Every screen is a lazy route (its own chunk), so the landing page loads
 * only what it needs. Guards run as loaders: a guest opening a login-required route goes to Login; a
 * signed-in user opening Login or ResetPassword goes to Dashboard; a signed-in user whose role is not
 * among a route's `roles` goes to NotPermission.
 */
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { paths, type RouteDef } from '../config/paths.ts';
import { NotFound } from '../features/errors/not-found.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { loginHref } from '../lib/login-return.ts';
import { getAuthUser, isLoggedIn } from '../lib/session.ts';
import { RootLayout } from './layout/root-layout.tsx';

/** The signed-in user may open a route limited to some roles only with one of them. */
function roleAllowed(def: RouteDef): boolean {
  const user = getAuthUser();
  if (def.roles && !(def.roles as readonly (string | null | undefined)[]).includes(user?.role_name)) {
    return false;
  }
  if (!def.officeRoles) return true;
  return (def.officeRoles as readonly (string | null | undefined)[]).includes(user?.office_role);
}

export function guardFor(def: RouteDef): LoaderFunction | undefined {
  if (def.access === 'login') {
    return ({ request }) => {
      // Signing in comes back here, e.g. from a mailed link to an interview (docs/decisions/110).
      if (!isLoggedIn()) {
        const url = new URL(request.url);
        return redirect(loginHref(`${url.pathname}${url.search}`));
      }
      return roleAllowed(def) ? null : redirect(paths.notPermission.path);
    };
  }
  if (def.access === 'guest') return () => (isLoggedIn() ? redirect(paths.dashboard.path) : null);
  return undefined;
}

type Lazy = NonNullable<RouteObject['lazy']>;

function screen(def: RouteDef, lazy: Lazy, children?: RouteObject[]): RouteObject {
  return { path: def.path, lazy, loader: guardFor(def), handle: { route: def }, children } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="app-boot" aria-busy="true" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: { route: paths.home },
            lazy: async () => ({
              Component: (await import('../features/landing/landing-page.tsx')).LandingPage,
            }),
          },
          screen(paths.jobAlertConfirm, async () => ({
            Component: (await import('../features/job-alerts/token-pages.tsx')).JobAlertConfirm,
          })),
          screen(paths.jobAlertManage, async () => ({
            Component: (await import('../features/job-alerts/token-pages.tsx')).JobAlertManage,
          })),
          screen(paths.vacancies, async () => ({
            Component: (await import('../features/vacancies/job-vacancy.tsx')).JobVacancy,
          })),
          screen(paths.vacancyDetail, async () => ({
            Component: (await import('../features/vacancies/job-vacancy-detail.tsx')).JobVacancyDetail,
          })),
          screen(paths.companies, async () => ({
            Component: (await import('../features/companies/company-list.tsx')).CompanyList,
          })),
          screen(paths.companyDetail, async () => ({
            Component: (await import('../features/companies/company-list-detail.tsx')).CompanyListDetail,
          })),
          screen(paths.seekers, async () => ({
            Component: (await import('../features/seekers/job-seeker-list.tsx')).JobSeekerList,
          })),
          screen(paths.seekerDetail, async () => ({
            Component: (await import('../features/seekers/job-seeker-detail.tsx')).JobSeekerDetail,
          })),
          screen(paths.posts, async () => ({
            Component: (await import('../features/events/post-list.tsx')).PostList,
          })),
          screen(paths.postDetail, async () => ({
            Component: (await import('../features/events/post-detail.tsx')).PostDetail,
          })),
          screen(paths.privacyNotice, async () => ({
            Component: (await import('../features/privacy/privacy-notice.tsx')).PrivacyNotice,
          })),
          screen(paths.ak1Check, async () => ({
            Component: (await import('../features/ak1/ak1-check.tsx')).Ak1Check,
          })),
          screen(paths.vacancyInvite, async () => ({
            Component: (await import('../features/invitations/job-vacancy-form-invite-by-company.tsx'))
              .JobVacancyFormInviteByCompany,
          })),

          {
            path: paths.panel.path,
            lazy: async () => ({
              Component: (await import('../features/panel/panel-layout.tsx')).PanelLayout,
            }),
            children: [
              { index: true, element: null, loader: () => redirect(paths.dashboard.path) },
              screen(paths.dashboard, async () => ({
                Component: (await import('../features/dashboard/dashboard.tsx')).Dashboard,
              })),
              screen(paths.notifications, async () => ({
                Component: (await import('../features/notifications/notification-list.tsx')).NotificationList,
              })),
              screen(
                paths.seekerProfile,
                async () => ({
                  Component: (await import('../features/profiles/seeker/profile-job-seeker.tsx'))
                    .ProfileJobSeeker,
                }),
                [
                  { index: true, element: null, loader: () => redirect(paths.seekerProfileBiodata.path) },
                  screen(paths.seekerProfileBiodata, async () => ({
                    Component: (await import('../features/profiles/seeker/profile-job-seeker-biodata.tsx'))
                      .ProfileJobSeekerBiodata,
                  })),
                  screen(paths.seekerProfileQualification, async () => ({
                    Component: (
                      await import('../features/profiles/seeker/profile-job-seeker-qualification.tsx')
                    ).ProfileJobSeekerQualification,
                  })),
                ],
              ),
              screen(paths.seekerApplications, async () => ({
                Component: (await import('../features/applications/job-applicant-seeker-list.tsx'))
                  .JobApplicantSeekerList,
              })),
              screen(paths.seekerPosts, async () => ({
                Component: (await import('../features/events/post-job-seeker-list.tsx')).PostJobSeekerList,
              })),
              screen(paths.jobAlerts, async () => ({
                Component: (await import('../features/job-alerts/job-alerts-page.tsx')).JobAlerts,
              })),
              screen(paths.savedVacancies, async () => ({
                Component: (await import('../features/saved-vacancies/saved-vacancies-page.tsx'))
                  .SavedVacancies,
              })),
              screen(paths.companyProfile, async () => ({
                Component: (await import('../features/profiles/company/profile-company.tsx')).ProfileCompany,
              })),
              screen(paths.companyVacancies, async () => ({
                Component: (await import('../features/vacancies/job-vacancy-list-by-company.tsx'))
                  .JobVacancyListByCompany,
              })),
              screen(paths.companyVacancyForm, async () => ({
                Component: (await import('../features/vacancies/job-vacancy-form-by-company.tsx'))
                  .JobVacancyFormByCompany,
              })),
              screen(paths.companyVacancyApplicants, async () => ({
                Component: (
                  await import('../features/applications/job-vacancy-list-by-company-job-seeker.tsx')
                ).JobVacancyListByCompanyJobSeeker,
              })),
              screen(paths.vacancyFreshness, async () => ({
                Component: (await import('../features/vacancies/vacancy-freshness-page.tsx'))
                  .VacancyFreshness,
              })),
              screen(paths.vacancyAnalytics, async () => ({
                Component: (await import('../features/vacancy-analytics/vacancy-analytics-page.tsx'))
                  .VacancyAnalytics,
              })),
              screen(paths.companyWalkIns, async () => ({
                Component: (await import('../features/walk-ins/company-walk-ins.tsx')).CompanyWalkIns,
              })),
              screen(paths.companyMessageTemplates, async () => ({
                Component: (await import('../features/message-templates/message-templates-page.tsx'))
                  .CompanyMessageTemplates,
              })),
              screen(paths.seekerSearch, async () => ({
                Component: (await import('../features/seekers/seeker-search.tsx')).SeekerSearch,
              })),
              screen(paths.officeVerification, async () => ({
                Component: (await import('../features/verification/office-verification.tsx'))
                  .OfficeVerification,
              })),
              screen(paths.officePositions, async () => ({
                Component: (await import('../features/positions/office-positions.tsx')).OfficePositions,
              })),
              screen(paths.officeSkills, async () => ({
                Component: (await import('../features/matching/office-skills.tsx')).OfficeSkills,
              })),
              screen(paths.officeSettings, async () => ({
                Component: (await import('../features/settings/office-settings.tsx')).OfficeSettings,
              })),
              screen(paths.officeStaff, async () => ({
                Component: (await import('../features/staff/office-staff.tsx')).OfficeStaff,
              })),
              screen(paths.officeAudit, async () => ({
                Component: (await import('../features/audit/office-audit.tsx')).OfficeAudit,
              })),
              screen(paths.officePostingRules, async () => ({
                Component: (await import('../features/posting-rules/office-posting-rules.tsx'))
                  .OfficePostingRules,
              })),
              screen(paths.officeVacancyReports, async () => ({
                Component: (await import('../features/vacancy-reports/office-vacancy-reports.tsx'))
                  .OfficeVacancyReports,
              })),
              screen(paths.officeEvents, async () => ({
                Component: (await import('../features/events/office-event-list.tsx')).OfficeEventList,
              })),
              screen(paths.officeEventForm, async () => ({
                Component: (await import('../features/events/office-event-form.tsx')).OfficeEventForm,
              })),
              screen(paths.officeEventParticipants, async () => ({
                Component: (await import('../features/events/office-event-participants.tsx'))
                  .OfficeEventParticipants,
              })),
              screen(paths.seekerAk1Card, async () => ({
                Component: (await import('../features/ak1/seeker-ak1-card.tsx')).SeekerAk1Card,
              })),
              screen(paths.seekerInterviews, async () => ({
                Component: (await import('../features/interviews/seeker-interviews.tsx')).SeekerInterviews,
              })),
              screen(paths.companyInterviewAgenda, async () => ({
                Component: (await import('../features/interviews/company-agenda.tsx')).CompanyInterviewAgenda,
              })),
              screen(paths.companyWllp, async () => ({
                Component: (await import('../features/wllp/company-wllp.tsx')).CompanyWllp,
              })),
              screen(paths.officeWllp, async () => ({
                Component: (await import('../features/wllp/office-wllp.tsx')).OfficeWllp,
              })),
              screen(paths.officeStatistics, async () => ({
                Component: (await import('../features/statistics/office-statistics.tsx')).OfficeStatistics,
              })),
              screen(paths.companyInvitations, async () => ({
                Component: (await import('../features/invitations/company-invitations.tsx'))
                  .CompanyInvitations,
              })),
              screen(paths.changePassword, async () => ({
                Component: (await import('../features/auth/change-password.tsx')).ChangePassword,
              })),
              screen(paths.accountProfile, async () => ({
                Component: (await import('../features/auth/profile-auth.tsx')).ProfileAuth,
              })),
              screen(paths.notPermission, async () => ({
                Component: (await import('../features/panel/not-permission.tsx')).NotPermission,
              })),
              { path: '*', handle: { route: paths.notFound }, Component: NotFound },
            ],
          },

          screen(paths.registerSeeker, async () => ({
            Component: (await import('../features/auth/register-job-seeker.tsx')).RegisterJobSeeker,
          })),
          screen(paths.registerCompany, async () => ({
            Component: (await import('../features/auth/register-company.tsx')).RegisterCompany,
          })),
          screen(paths.login, async () => ({
            Component: (await import('../features/auth/login.tsx')).Login,
          })),
          screen(paths.resetPassword, async () => ({
            Component: (await import('../features/auth/reset-password.tsx')).ResetPassword,
          })),
          screen(paths.publicChangePassword, async () => ({
            Component: (await import('../features/auth/public-change-password.tsx')).PublicChangePassword,
          })),
          screen(paths.activateEmail, async () => ({
            Component: (await import('../features/auth/activate-email.tsx')).ActivateEmail,
          })),
          // NotFound ships with the shell: the error page needs it anyway.
          { path: '*', handle: { route: paths.notFound }, Component: NotFound },
        ],
      },
    ],
  },
];

/** `hydrationData`: a page the server rendered (main.tsx, docs/decisions/099). */
export const createAppRouter = (opts?: Parameters<typeof createBrowserRouter>[1]) =>
  createBrowserRouter(routes, opts);
