export { logInWithForm } from './form-login'
export {
  type OidcClientConfig,
  type OidcProviderOptions,
  oidcApiConfig,
  type RunningOidcProvider,
  startOidcProvider,
} from './oidc-provider'
export {
  OIDC_DEV_CLIENT_SECRET,
  OIDC_SOCIAL_PROVIDERS,
  OIDC_TEST_USERS,
  type OidcSocialProvider,
  type OidcTestUser,
  oidcClientId,
} from './users'
