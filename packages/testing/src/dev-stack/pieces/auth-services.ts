import type { ApiOptions } from '@portico/api'
import { oidcApiConfig, type RunningOidcProvider, startOidcProvider } from '../../oidc-provider'
import { type SmtpSink, startSmtpSink } from '../../smtp-sink'
import { LOCALHOST, PortInUseError } from '../ports'

export interface AuthServicesPorts {
  smtp?: number
  mailbox?: number
  oidc?: number
}

export interface AuthServices {
  sink: SmtpSink
  oidc: RunningOidcProvider
  /** What apps/api is configured with so it mails the sink and exchanges codes with the local provider. */
  apiOptions: Required<Pick<ApiOptions, 'smtp' | 'oidc'>>
  stop(): Promise<void>
}

const FROM = 'Portico dev <no-reply@portico.test>'

/** apps/api's options for auth services on these ports, known before they start so the api can start alongside. */
export const authApiOptions = (smtpPort: number, oidcPort: number): AuthServices['apiOptions'] => ({
  smtp: { host: LOCALHOST, port: smtpPort, from: FROM },
  oidc: oidcApiConfig(`http://${LOCALHOST}:${oidcPort}`),
})

/**
 * The embedded wallet's stand-ins for the outside world, in this process: the SMTP sink apps/api mails codes to, and
 * the OpenID Connect provider standing in for the six social providers. Both listen before this resolves.
 */
export async function startAuthServices(ports: AuthServicesPorts = {}): Promise<AuthServices> {
  const inUse = (error: unknown, port: number | undefined, name: string) =>
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(port ?? 0, name) : error
  const [sink, oidc] = await Promise.allSettled([
    startSmtpSink({
      host: LOCALHOST,
      smtpPort: ports.smtp ?? 0,
      httpPort: ports.mailbox ?? 0,
    }).catch((error: unknown) => Promise.reject(inUse(error, ports.smtp || ports.mailbox, 'smtp'))),
    startOidcProvider({ host: LOCALHOST, port: ports.oidc ?? 0 }).catch((error: unknown) =>
      Promise.reject(inUse(error, ports.oidc, 'oidc')),
    ),
  ])
  if (sink.status === 'rejected' || oidc.status === 'rejected') {
    await Promise.allSettled([
      sink.status === 'fulfilled' ? sink.value.stop() : undefined,
      oidc.status === 'fulfilled' ? oidc.value.stop() : undefined,
    ])
    throw sink.status === 'rejected' ? sink.reason : (oidc as PromiseRejectedResult).reason
  }
  return {
    sink: sink.value,
    oidc: oidc.value,
    apiOptions: { smtp: { host: LOCALHOST, port: sink.value.smtpPort, from: FROM }, oidc: oidc.value.apiConfig },
    stop: async () => {
      await Promise.allSettled([sink.value.stop(), oidc.value.stop()])
    },
  }
}
