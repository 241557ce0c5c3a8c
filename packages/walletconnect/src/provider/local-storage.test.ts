import { beforeEach, describe, expect, it } from 'vitest'
import { installLocalStorage } from '../../test/fake-provider'
import { localStorageKeyValue, WC_STORAGE_PREFIX } from './local-storage'

installLocalStorage()
beforeEach(() => localStorage.clear())

describe('the sign client records in localStorage', () => {
  it('keeps JSON values under the appkit prefix and lists only its own keys', async () => {
    const kv = localStorageKeyValue(localStorage)
    localStorage.setItem('other', '1')
    await kv.setItem('wc@2:core:0.3//keychain', { a: 1 })
    await kv.setItem('wc@2:client:0.3//session', [{ topic: 't' }])
    expect(localStorage.getItem(`${WC_STORAGE_PREFIX}wc@2:core:0.3//keychain`)).toBe('{"a":1}')
    expect((await kv.getKeys()).sort()).toEqual(['wc@2:client:0.3//session', 'wc@2:core:0.3//keychain'])
    expect(await kv.getItem('wc@2:client:0.3//session')).toEqual([{ topic: 't' }])
    expect(await kv.getEntries()).toHaveLength(2)
    await kv.removeItem('wc@2:core:0.3//keychain')
    expect(await kv.getItem('wc@2:core:0.3//keychain')).toBeUndefined()
  })

  it('a record that does not parse reads as absent and is dropped', async () => {
    const kv = localStorageKeyValue(localStorage)
    localStorage.setItem(`${WC_STORAGE_PREFIX}broken`, '{not json')
    expect(await kv.getItem('broken')).toBeUndefined()
    expect(localStorage.getItem(`${WC_STORAGE_PREFIX}broken`)).toBeNull()
  })
})
