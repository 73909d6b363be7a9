/**
 * @si/core: the browser runtime every element and the host share, one instance per
 * page: http client, session, appearance, i18n, validation.
 */
export { configureApi, getApiBase, apiRequest, type ApiRequestOptions, type HttpMethod } from './http/api.ts';
export { ApiError, fieldErrors } from './http/ApiError.ts';
export { describeError } from './http/describeError.ts';
export { API_ERROR_CODES, codeMessage } from './http/errorCodes.ts';
export { fetchConfigValue, saveConfigValue } from './http/configProperty.ts';

export { $auth, $mfa, $user, $loggedIn, logout, type AuthTokens, type MfaState } from './session/stores.ts';
// Sign-in, MFA and account calls live at '@si/core/account' so that portal elements do not carry them.

export {
  $appearance,
  setAppearance,
  resetAppearance,
  presetColor,
  $portalData,
  APPEARANCE_DEFAULTS,
  APPEARANCE_KEYS,
  PORTAL_DATA_KEY,
  type Appearance,
} from './appearance/appearance.ts';
export {
  $resolvedTheme,
  $themeColors,
  $palette,
  $systemPrefersDark,
  THEME_SURFACES,
  LOADING_SCREEN_KEY,
  type ResolvedTheme,
  type ThemePalette,
} from './appearance/theme.ts';

export { $locale, setLocale, directionOf, normalizeLocale, DEFAULT_LOCALE, type Locale } from './i18n/locale.ts';
export { getI18n, peekI18n, addCatalog, type CatalogLoader, type CatalogSource } from './i18n/i18n.ts';
export { useI18nFor } from './i18n/useI18nFor.ts';

export { validators, FIELD_MESSAGES } from './validation/validators.ts';
export { readConfigValue } from './validation/config.ts';

// The token portals' calls live at '@si/core/portal' so that staff screens (sign-in first) do not carry them.

// The administration calls live at '@si/core/admin' so that portal elements do not carry them.
