import { registerProfileRoutes } from '@/lib/auth/profile/routes';
import { registerRegistrationRoutes } from '@/lib/auth/registration/routes';
import { registerRestoreRoutes } from '@/lib/auth/restore/routes';
import { AVATAR_BODY_LIMIT, registerAvatarRoutes } from '@/lib/accounts/avatar-routes';
import { registerAccountDataRoutes } from '@/lib/accounts/data-routes';
import { registerHandoffRoutes } from '@/lib/accounts/handoff-routes';
import { registerSubscriptionRoutes } from '@/lib/accounts/subscription-routes';
import { registerAuthRoutes } from '@/lib/auth/sign-in/routes';
import { registerSmsSignInRoutes } from '@/lib/auth/sign-in/sms-routes';
import { registerSessionRoutes } from '@/lib/auth/sessions/routes';
import { registerBusinessRoutes } from '@/lib/business/routes';
import { BUSINESS_BODY_LIMITS } from '@/lib/business/upload-limits';
import { registerDirectorRoutes } from '@/lib/content/director/routes';
import { registerGalleryRoutes } from '@/lib/content/gallery/routes';
import { registerMaterialRoutes } from '@/lib/content/materials/routes';
import { registerNewsRoutes } from '@/lib/content/news/routes';
import { registerReviewRoutes } from '@/lib/content/reviews/routes';
import { registerSpecialistRoutes } from '@/lib/content/specialists/routes';
import { registerFormRoutes } from '@/lib/forms/routes';
import { registerBookingRoutes } from '@/lib/booking/routes';
import { registerBookingVisitRoutes } from '@/lib/booking/visit-routes';
import { createApiBase, type ApiApp } from '@/lib/http/api-base';
import { registerInsuranceRoutes } from '@/lib/insurance/routes';
import { registerMenuRoutes } from '@/lib/menu/routes';
import { registerRedirectRoutes } from '@/lib/redirects/routes';
import { registerPublicFileRoutes } from '@/lib/storage/routes';
import { registerTenantRoutes } from '@/lib/tenants/routes';
import { registerDomainAskRoute } from '@/lib/domains/ask-routes';

/** Every domain's calls, in the order the OpenAPI document lists them. */
const DOMAIN_ROUTES: ((app: ApiApp) => void)[] = [
  registerTenantRoutes,
  registerMenuRoutes,
  registerRedirectRoutes,
  registerAuthRoutes,
  registerRegistrationRoutes,
  registerRestoreRoutes,
  registerSmsSignInRoutes,
  registerProfileRoutes,
  registerSessionRoutes,
  registerBusinessRoutes,
  registerSpecialistRoutes,
  registerReviewRoutes,
  registerNewsRoutes,
  registerMaterialRoutes,
  registerGalleryRoutes,
  registerDirectorRoutes,
  registerFormRoutes,
  registerBookingRoutes,
  registerBookingVisitRoutes,
  registerInsuranceRoutes,
  registerAvatarRoutes,
  registerAccountDataRoutes,
  registerSubscriptionRoutes,
  registerHandoffRoutes,
  registerPublicFileRoutes,
  registerDomainAskRoute,
];

/** The API's composition root: the transport of lib/http with every domain's routes. */
export function createApiApp(): ApiApp {
  const app = createApiBase({ bodyLimits: [AVATAR_BODY_LIMIT, ...BUSINESS_BODY_LIMITS] });
  for (const register of DOMAIN_ROUTES) register(app);
  return app;
}

let instance: ApiApp | undefined;

/** One app per process. */
export function getApiApp(): ApiApp {
  instance ??= createApiApp();
  return instance;
}
