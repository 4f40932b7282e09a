-- Issue 19, custom domains: the domains that exist before verification came are verified (so nothing that works today stops).
-- Idempotent: a domain added through the editor always has a verification token, a legacy one never.
UPDATE company_domains SET verified_at = now() WHERE verified_at IS NULL AND verification_token IS NULL;
