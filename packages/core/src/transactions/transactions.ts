import { PorticoError } from '@portico/common'

/** §3 Transaction, as the activity list needs it. */
export interface Transaction {
  id: string
  metadata: {
    minedAt: string
    chain: string
    status: string
    operationType: string
    sentFrom: string
    sentTo: string
  }
  transfers: {
    fungible_info?: { name?: string; symbol?: string; icon?: { url: string } }
    nft_info?: { name?: string; flags?: { is_spam?: boolean } }
    quantity: { numeric: string }
    direction?: string
  }[]
}

export interface TransactionPage {
  data: Transaction[]
  next: string | undefined
}

export type TransactionFetcher = (params: {
  accountAddress: string
  cursor: string | undefined
  chainId: string | undefined
}) => Promise<TransactionPage>

export interface TransactionsState {
  transactions: Transaction[]
  loading: boolean
  empty: boolean
  next: string | undefined
}

export function createTransactionsState(): TransactionsState {
  return { transactions: [], loading: false, empty: false, next: undefined }
}

// §5: spam NFTs are hidden and only the connected chain is shown.
export function visibleTransactions(transactions: Transaction[], caipNetworkId: string | undefined): Transaction[] {
  return transactions.filter(
    (t) =>
      (caipNetworkId === undefined || t.metadata.chain === caipNetworkId) &&
      !t.transfers.some((tr) => tr.nft_info?.flags?.is_spam === true),
  )
}

export function createTransactions(state: TransactionsState, fetcher: () => TransactionFetcher | undefined) {
  return {
    /** Loads the next page (or the first one after `reset`). Errors become the catalogue message. */
    async fetch(accountAddress: string | undefined, caipNetworkId?: string) {
      if (!accountAddress) throw new PorticoError('TRANSACTIONS_NEED_ADDRESS')
      const load = fetcher()
      if (!load) return
      state.loading = true
      try {
        const page = await load({ accountAddress, cursor: state.next, chainId: caipNetworkId })
        const visible = visibleTransactions(page.data, caipNetworkId)
        state.transactions.push(...visible)
        state.next = page.next
        state.empty = state.transactions.length === 0
      } catch (cause) {
        throw new PorticoError('TRANSACTIONS_FETCH_FAILED', { cause })
      } finally {
        state.loading = false
      }
    },
    reset() {
      state.transactions = []
      state.loading = false
      state.empty = false
      state.next = undefined
    },
  }
}
