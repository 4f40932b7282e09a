import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiApp } from '@/lib/http/api-base';
import { registerCompanyRoutes } from './clinic/company/routes';
import { businessValidationHook } from './errors';
import type { BusinessEnv } from './guard';
import { registerMemberAccessRoutes } from './staff/access/routes';
import { registerMemberRoutes } from './staff/members/routes';
import { registerInvitationRoutes } from './staff/invitations/routes';
import { registerInboxRoutes } from './inbox/routes';
import { registerReviewModerationRoutes } from './inbox/reviews-routes';
import { registerAuditRoutes } from './audit/routes';
import { registerDashboardRoutes } from './inbox/dashboard-routes';
import { registerCrmRoutes } from './crm/routes';
import { registerNewsEditorRoutes } from './site/news/routes';
import { registerMaterialEditorRoutes } from './site/materials/routes';
import { registerDoctorImportRoutes } from './site/imports/doctor-routes';
import { registerPriceImportRoutes } from './site/imports/price-routes';
import { registerSiteContentRoutes } from './site/contacts-home/routes';
import { registerPagesRoutes } from './site/pages/routes';
import { registerMenuEditorRoutes } from './site/menu/routes';
import { registerRedirectEditorRoutes } from './site/redirects/routes';
import { registerDoctorRoutes } from './site/doctors/routes';
import { registerGalleryEditorRoutes } from './site/gallery/routes';
import { registerDomainRoutes } from './clinic/domains/routes';
import { registerTranslationRoutes } from './translations/routes';
import { registerScheduleRoutes } from './booking/routes';
import { registerReviewRequestRoutes } from './booking/review-request-routes';
import { registerCalendarRoutes } from './booking/calendar-routes';
import { registerVisitMailRoutes } from './booking/visit-mail-routes';
import { registerTranslateDraftRoutes } from './site/translate/routes';

/**
 * Every business call, on one sub-app whose validation errors speak the caller's language
 * (BusinessErrors); each route runs its guard (guard.ts) before its input is read. Mounted on
 * the API base by the composition root, so the base's Basic authorization, request token and
 * error handling come first.
 */
export function registerBusinessRoutes(app: ApiApp) {
  const business = new OpenAPIHono<BusinessEnv>({ defaultHook: businessValidationHook });
  registerCompanyRoutes(business);
  registerMemberAccessRoutes(business);
  registerMemberRoutes(business);
  registerInvitationRoutes(business);
  registerInboxRoutes(business);
  registerReviewModerationRoutes(business);
  registerAuditRoutes(business);
  registerDashboardRoutes(business);
  registerCrmRoutes(business);
  registerNewsEditorRoutes(business);
  registerMaterialEditorRoutes(business);
  registerPriceImportRoutes(business);
  registerSiteContentRoutes(business);
  registerPagesRoutes(business);
  registerMenuEditorRoutes(business);
  registerRedirectEditorRoutes(business);
  registerDoctorImportRoutes(business);
  registerDoctorRoutes(business);
  registerGalleryEditorRoutes(business);
  registerDomainRoutes(business);
  registerTranslationRoutes(business);
  registerScheduleRoutes(business);
  registerReviewRequestRoutes(business);
  registerCalendarRoutes(business);
  registerVisitMailRoutes(business);
  registerTranslateDraftRoutes(business);
  app.route('/', business);
}
