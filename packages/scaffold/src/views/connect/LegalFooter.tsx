import { useMessages } from '@portico/ui'

/**
 * AppKit's legal line under the Connect view: "By connecting your wallet, you agree to our Terms of Service and
 * Privacy Policy", naming only the links the app gave (termsConditionsUrl, privacyPolicyUrl).
 */
export function LegalFooter({ terms, privacy }: { terms: string | undefined; privacy: string | undefined }) {
  const { t } = useMessages()
  if (!terms && !privacy) return null
  const template = t(terms && privacy ? 'connect.legal.both' : terms ? 'connect.legal.terms' : 'connect.legal.privacy')
  const links: Record<string, [string | undefined, string]> = {
    '{terms}': [terms, t('connect.termsLink')],
    '{privacy}': [privacy, t('connect.privacyLink')],
  }
  // The link texts sit where the locale's sentence puts them.
  return (
    <p className="portico-muted" data-testid="portico-connect-legal">
      {template.split(/(\{terms\}|\{privacy\})/).map((part, i) => {
        const link = links[part]
        return link ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <a key={i} className="portico-link" href={link[0]} target="_blank" rel="noopener noreferrer">
            {link[1]}
          </a>
        ) : (
          part
        )
      })}
    </p>
  )
}
