import type { Nft } from '@portico/blockchain-api'
import { Button, truncateAddress, useMessages } from '@portico/ui'
import { useEffect, useRef } from 'react'

const ROW_STYLE = { display: 'flex', justifyContent: 'space-between', gap: 8, margin: 0 } as const

/** One NFT: its image large, name, collection, token id and contract, and a way back to the grid. */
export function NftDetail({ nft, onBack }: { nft: Nft; onBack(): void }) {
  const { t } = useMessages()
  const heading = useRef<HTMLHeadingElement>(null)
  // Opening a card replaces the grid: focus moves to what replaced it, not to the document.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="portico-stack" data-testid="portico-nft-detail" data-nft={`${nft.contract}:${nft.tokenId}`}>
      {nft.image ? (
        <img
          src={nft.image}
          alt={nft.name}
          style={{ width: '100%', maxHeight: 280, objectFit: 'contain', borderRadius: 'var(--pc-radius-3, 12px)' }}
        />
      ) : (
        <p className="portico-muted">{t('nfts.noImage')}</p>
      )}
      <h3 ref={heading} tabIndex={-1} className="portico-status-title">
        {nft.name}
      </h3>
      {nft.description && <p className="portico-status-text">{nft.description}</p>}
      {nft.metadataError && <p className="portico-muted">{t('nfts.metadataError')}</p>}
      <dl className="portico-stack" style={{ margin: 0 }}>
        <div style={ROW_STYLE}>
          <dt className="portico-muted">{t('nfts.collection')}</dt>
          <dd style={{ margin: 0 }}>{nft.collection}</dd>
        </div>
        <div style={ROW_STYLE}>
          <dt className="portico-muted">{t('nfts.tokenId')}</dt>
          <dd style={{ margin: 0 }} dir="ltr">
            {nft.tokenId}
          </dd>
        </div>
        <div style={ROW_STYLE}>
          <dt className="portico-muted">{t('nfts.contract')}</dt>
          <dd style={{ margin: 0 }} dir="ltr" title={nft.contract}>
            {truncateAddress(nft.contract)}
          </dd>
        </div>
      </dl>
      <Button variant="secondary" fullWidth onClick={onBack} data-testid="portico-nft-back">
        {t('nfts.back')}
      </Button>
    </div>
  )
}
