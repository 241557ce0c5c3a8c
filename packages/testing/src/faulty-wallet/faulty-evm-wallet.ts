import { type EvmRequest, EvmTestWallet, type WalletEvent } from '../evm-wallet/evm-test-wallet'
import { userRejected } from '../evm-wallet/provider-error'
import { FAULT_GARBAGE, type Fault, THROWN } from './faults'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The real test wallet (real keys, real node) with faults layered per method: a method without a fault is answered
 * as EvmTestWallet answers it. Events can be emitted at any moment, with any payload (a chain the wallet does not
 * know, an empty account list), or after a method has been answered.
 */
export class FaultyEvmWallet extends EvmTestWallet {
  private readonly faults = new Map<string, Fault>()
  private readonly afterAnswer = new Map<string, { event: WalletEvent; payload: unknown }[]>()

  /** Sets how `method` misbehaves from now on. */
  fault(method: string, fault: Fault): this {
    this.faults.set(method, fault)
    return this
  }

  /** The wallet behaves again (a user who fixed their wallet and retries). */
  heal(method?: string): this {
    if (method) this.faults.delete(method)
    else this.faults.clear()
    return this
  }

  /** Emits an event now, with any payload: `chainChanged('0x1')` for a chain the app does not configure. */
  emitEvent(event: WalletEvent, payload: unknown): void {
    this.emit(event, payload)
  }

  /** Emits `event` right after `method` was answered (each time). */
  emitAfter(method: string, event: WalletEvent, payload: unknown): this {
    this.afterAnswer.set(method, [...(this.afterAnswer.get(method) ?? []), { event, payload }])
    return this
  }

  override async request(request: EvmRequest): Promise<unknown> {
    const result = await this.faulted(request)
    for (const { event, payload } of this.afterAnswer.get(request.method) ?? []) this.emit(event, payload)
    return result
  }

  private async faulted(request: EvmRequest): Promise<unknown> {
    const fault = this.faults.get(request.method)
    if (fault === undefined) return super.request(request)
    if (typeof fault === 'object' && 'late' in fault) {
      await sleep(fault.late)
      return super.request(request)
    }
    this.requests.push(request)
    if (typeof fault === 'object') return fault.answer
    switch (fault) {
      case 'hang':
        return new Promise(() => undefined)
      case 'reject':
        throw userRejected()
      case 'garbage':
        return request.method in FAULT_GARBAGE ? FAULT_GARBAGE[request.method] : { unexpected: true }
      default:
        throw THROWN[fault]
    }
  }
}
