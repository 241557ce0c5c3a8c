import { describe, expect, it, vi } from 'vitest'
import { packedModule, packLocale } from '../../pack-locales'
import { fromEnglishOrder } from './catalogue'
import { ar } from './messages/ar'
import type { ModalMessages } from './messages/en'
import { es } from './messages/es'

// The built package ships es and ar as values in English key order; unpacked, they must be the sources exactly.
describe('packed locales', () => {
  it.each([
    ['es', es],
    ['ar', ar],
  ] as const)('%s round-trips through its packed form', (_, messages) => {
    const unpacked = fromEnglishOrder(packLocale(messages))
    expect(unpacked).toStrictEqual(messages)
    expect(Object.keys(unpacked)).toEqual(Object.keys(es))
  })

  it('refuses a locale whose keys differ from English', () => {
    const { 'common.close': _, ...missing } = es
    expect(() => packLocale(missing as ModalMessages)).toThrow(/missing common\.close/)
    expect(() => packLocale({ ...es, 'common.nope': 'x' } as ModalMessages)).toThrow(/extra common\.nope/)
  })

  it('the packed module carries no key', () => {
    const code = packedModule('es', es)
    expect(code).toMatch(/^export const es = \["Cerrar",/)
    expect(code).not.toContain('common.close')
  })

  it('the modal part and the on-ramp part together round-trip, each carrying only its keys', () => {
    const modal = packLocale(es, 'modal')
    const onramp = packLocale(es, 'onramp')
    expect(modal.length + onramp.length).toBe(Object.keys(es).length)
    expect(onramp).toContain(es['buy.token'])
    expect(modal).not.toContain(es['buyHelp.howText'])
    expect({ ...fromEnglishOrder(modal, 'modal'), ...fromEnglishOrder(onramp, 'onramp') }).toStrictEqual(es)
    expect(packedModule('esOnramp', es, 'onramp')).toMatch(/^export const esOnramp = \[/)
  })

  it('the loader takes a chunk in its packed form, as the built package has it', async () => {
    vi.resetModules()
    vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
    vi.doMock('./messages/es-onramp', () => ({ esOnramp: packLocale(es, 'onramp') }))
    try {
      const { loadCatalogue } = await import('./catalogue')
      const loaded = await loadCatalogue('es')
      expect(loaded['common.close']).toBe('Cerrar')
      expect(loaded['message.emailThrottled']).toStrictEqual(es['message.emailThrottled'])
      expect(loaded['buy.token']).toBe(es['buy.token'])
    } finally {
      vi.doUnmock('./messages/es')
      vi.doUnmock('./messages/es-onramp')
    }
  })
})
