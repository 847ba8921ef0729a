import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './domains/account/routes.ts';
import { invitationRoutes } from './domains/invitations/routes.ts';
import { applicationRoutes } from './domains/applications/routes.ts';
import { auditRoutes } from './domains/audit/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { companyRoutes } from './domains/companies/routes.ts';
import { dashboardRoutes } from './domains/dashboard/routes.ts';
import { fileRoutes } from './domains/files/routes.ts';
import { landingRoutes } from './domains/landing/routes.ts';
import { locationRoutes } from './domains/locations/routes.ts';
import { masterRoutes } from './domains/master/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { officeRoutes } from './domains/verification/routes.ts';
import { officeSeekerRoutes } from './domains/ak1/office-routes.ts';
import { officeStatisticsRoutes } from './domains/statistics/routes.ts';
import { staffRoutes } from './domains/staff/routes.ts';
import { officePostRoutes } from './domains/events/office-routes.ts';
import { privacyRoutes } from './domains/privacy/routes.ts';
import { positionRoutes } from './domains/positions/routes.ts';
import { postRoutes } from './domains/events/routes.ts';
import { profileRoutes } from './domains/profiles/routes.ts';
import { registrationRoutes } from './domains/ak1/routes.ts';
import { seekerRoutes } from './domains/seekers/routes.ts';
import { seoApiRoutes } from './domains/seo/routes.ts';
import { settingsRoutes } from './domains/settings/routes.ts';
import { companyVacancyRoutes } from './domains/vacancies/company-routes.ts';
import { vacancyRoutes } from './domains/vacancies/routes.ts';
import { vacancyViewRoutes } from './domains/vacancies/view-routes.ts';
import { healthRoutes } from './http/health.ts';
import { savedVacancyRoutes } from './domains/saved-vacancies/routes.ts';

/**
 * Every domain's routes under /api/v1, one line each. Folder = domain (docs/product.md §10):
 * each `domains/<name>/routes.ts` exports a plugin.
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(masterRoutes);
  await app.register(locationRoutes);
  await app.register(landingRoutes);
  await app.register(vacancyRoutes);
  await app.register(companyVacancyRoutes);
  await app.register(vacancyViewRoutes);
  await app.register(seoApiRoutes);
  await app.register(postRoutes);
  await app.register(companyRoutes);
  await app.register(seekerRoutes);
  await app.register(authRoutes);
  await app.register(notificationRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(accountRoutes);
  await app.register(privacyRoutes);
  await app.register(officeRoutes);
  await app.register(officePostRoutes);
  await app.register(officeSeekerRoutes);
  await app.register(registrationRoutes);
  await app.register(officeStatisticsRoutes);
  await app.register(positionRoutes);
  await app.register(settingsRoutes);
  await app.register(staffRoutes);
  await app.register(applicationRoutes);
  await app.register(invitationRoutes);
  await app.register(dashboardRoutes);
  await app.register(auditRoutes);
  await app.register(savedVacancyRoutes);
};
