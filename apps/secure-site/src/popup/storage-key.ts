/** Where the popup keeps the login's state and the host origin between its start and callback pages. */
export const SOCIAL_STORAGE_KEY = 'portico-social-login'
