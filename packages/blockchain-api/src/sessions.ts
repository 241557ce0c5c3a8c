// Smart sessions (`@portico/blockchain-api/sessions`): an entry of its own, so the modal's lazy SmartSessionList
// chunk carries these calls and the service client's shared chunk does not.
export { getSmartSession } from './actions/sessions/get-smart-session'
export { type ListedSmartSession, listSmartSessions } from './actions/sessions/list-smart-sessions'
export { type RevokeSmartSessionParams, revokeSmartSession } from './actions/sessions/revoke-smart-session'
