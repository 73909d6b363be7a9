-- A TOTP code works once: the newest 30-second step a code was accepted for is kept, and a
-- code of that step or an older one is refused (spec 7.1, MFA confirm).
ALTER TABLE "user" ADD COLUMN "mfa_last_step" integer;
