import { useAppKitAccount, useAppKitProvider } from '@portico/react'
import { base58 as bs58 } from '@scure/base'
import { useState } from 'react'
import { localnet } from '../solana/chains'

interface EmbeddedSolanaProvider {
  signMessage(message: Uint8Array): Promise<string>
  signTransaction(transaction: string): Promise<string>
  signAndSendTransaction(transaction: string): Promise<string>
}

export const SOLANA_MESSAGE = 'Hello Solana from the Portico lab'
const LAMPORTS = 10_000_000n

const shortVec = (n: number) => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, n >> 7])
const u64 = (value: bigint) => Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn))
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/**
 * A legacy System-program transfer in wire format with an empty signature slot: what an app hands the wallet to sign
 * and send. Built by hand so the lab needs no Solana SDK for it.
 */
async function transferTransaction(from: string, to: string, lamports: bigint): Promise<string> {
  const rpc = localnet.rpcUrls.default.http[0] as string
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getLatestBlockhash',
      params: [{ commitment: 'confirmed' }],
    }),
  })
  const { result } = (await response.json()) as { result: { value: { blockhash: string } } }
  const message = [
    ...[1, 0, 1], // one signer (the payer), no read-only signers, the program read-only
    ...shortVec(3),
    ...bs58.decode(from),
    ...bs58.decode(to),
    ...new Uint8Array(32), // the System program
    ...bs58.decode(result.value.blockhash),
    ...shortVec(1),
    ...[2, ...shortVec(2), 0, 1, ...shortVec(12), 2, 0, 0, 0, ...u64(lamports)],
  ]
  return toBase64(new Uint8Array([...shortVec(1), ...new Uint8Array(64), ...message]))
}

/**
 * The embedded wallet on Solana: a message signed in the frame, a SOL transfer approved and signed (the app sends
 * it), and one approved, signed and sent by the wallet.
 */
export function SolanaRequests({ recipient }: { recipient: string }) {
  const account = useAppKitAccount({ namespace: 'solana' })
  const { walletProvider } = useAppKitProvider<EmbeddedSolanaProvider>('solana')
  const [signature, setSignature] = useState('')
  const [sent, setSent] = useState('')
  const [signed, setSigned] = useState('')

  const run = (set: (value: string) => void, request: (provider: EmbeddedSolanaProvider) => Promise<string>) => {
    if (!walletProvider) return
    set('waiting')
    request(walletProvider).then(set, (error: unknown) => {
      const e = error as { code?: unknown; message?: unknown }
      set(`error ${String(e?.code ?? '')}: ${String(e?.message ?? error)}`)
    })
  }

  return (
    <fieldset disabled={!account.isConnected}>
      <legend>Solana</legend>
      <p>
        address: <span data-testid="hook-solana-address">{account.address ?? '—'}</span>
      </p>
      <button
        type="button"
        onClick={() => run(setSignature, (p) => p.signMessage(new TextEncoder().encode(SOLANA_MESSAGE)))}
      >
        Sign a Solana message
      </button>{' '}
      <output data-testid="solana-sign-result">{signature}</output>
      <br />
      <button
        type="button"
        onClick={() =>
          run(setSent, async (p) =>
            p.signAndSendTransaction(await transferTransaction(account.address ?? '', recipient, LAMPORTS)),
          )
        }
      >
        Send 0.01 SOL
      </button>{' '}
      <output data-testid="solana-send-result">{sent}</output>
      <br />
      <button
        type="button"
        onClick={() =>
          run(setSigned, async (p) =>
            p.signTransaction(await transferTransaction(account.address ?? '', recipient, LAMPORTS)),
          )
        }
      >
        Sign a 0.01 SOL transfer
      </button>{' '}
      <output data-testid="solana-signed-transaction">{signed}</output>
    </fieldset>
  )
}
