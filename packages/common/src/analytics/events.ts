/** The analytics events of §7: one list shared by core (which sends), the client (which posts) and the service. */
export const EVENT_NAMES = [
  'INITIALIZE',
  'SWITCH_NETWORK',
  'DISCONNECT_SUCCESS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'SOCIAL_LOGIN_SUCCESS',
  'INTERNAL_SDK_ERROR',
] as const

export type EventName = (typeof EVENT_NAMES)[number]
