// The wallet builds the same texts; both take them from @portico/common.
export { registerSessionMessage, revokeSessionMessage } from '@portico/common/sessions'
