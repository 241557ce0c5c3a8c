import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishModule, packedModule, packLocale } from '../../pack-locales'
import { fromEnglishOrder } from './catalogue'
import { partOf, VIEW_PARTS } from './locale-parts'
import { ar } from './messages/ar'
import { en, type ModalMessages } from './messages/en'
import { es } from './messages/es'
import { pageMessages } from './messages/page'

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

  it('the modal part and the view parts together round-trip, each carrying only its keys', () => {
    const modal = packLocale(es, 'modal')
    const onramp = packLocale(es, 'onramp')
    // Since the swap, email and GetWallet parts split off, the parts (not only modal + on-ramp) sum to the locale.
    const others = VIEW_PARTS.filter((part) => part !== 'onramp').map((part) => packLocale(es, part))
    expect(modal.length + onramp.length + others.reduce((n, values) => n + values.length, 0)).toBe(
      Object.keys(es).length,
    )
    expect(onramp).toContain(es['buy.token'])
    expect(modal).not.toContain(es['buyHelp.howText'])
    expect(modal).not.toContain(es['swap.flip'])
    expect(modal).toContain(es['getWallet.open'])
    expect(
      Object.assign(
        { ...fromEnglishOrder(modal, 'modal'), ...fromEnglishOrder(onramp, 'onramp') },
        ...VIEW_PARTS.filter((part) => part !== 'onramp').map((part) => fromEnglishOrder(packLocale(es, part), part)),
      ),
    ).toStrictEqual(es)
    expect(packedModule('esOnramp', es, 'onramp')).toMatch(/^export const esOnramp = \[/)
  })

  it('the loader takes a chunk in its packed form, as the built package has it', async () => {
    vi.resetModules()
    vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
    vi.doMock('./messages/es-onramp', () => ({ esOnramp: packLocale(es, 'onramp') }))
    try {
      const { loadCatalogue, loadLocalePart } = await import('./catalogue')
      const loaded = await loadCatalogue('es')
      // The on-ramp part comes with the on-ramp views (scaffold's routes).
      await loadLocalePart('onramp')
      expect(loaded['common.close']).toBe('Cerrar')
      expect(loaded['message.emailThrottled']).toStrictEqual(es['message.emailThrottled'])
      expect(loaded['buy.token']).toBe(es['buy.token'])
    } finally {
      vi.doUnmock('./messages/es')
      vi.doUnmock('./messages/es-onramp')
    }
  })

  it('a view part loads with its view, not with the locale, and merges into the loaded catalogue', async () => {
    vi.resetModules()
    vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
    vi.doMock('./messages/es-swaps', () => ({ esSwaps: packLocale(es, 'swaps') }))
    try {
      const { cataloguesVersion, loadCatalogue, loadLocalePart } = await import('./catalogue')
      const loaded = await loadCatalogue('es')
      expect(loaded['swap.flip']).toBe(en['swap.flip'])
      const before = cataloguesVersion()
      await loadLocalePart('swaps')
      expect(loaded['swap.flip']).toBe(es['swap.flip'])
      expect(cataloguesVersion()).toBeGreaterThan(before)
    } finally {
      vi.doUnmock('./messages/es')
      vi.doUnmock('./messages/es-swaps')
    }
  })

  it('a locale loaded after a view part was asked for comes with it', async () => {
    vi.resetModules()
    vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
    vi.doMock('./messages/es-email', () => ({ esEmail: packLocale(es, 'email') }))
    try {
      const { loadCatalogue, loadLocalePart } = await import('./catalogue')
      await loadLocalePart('email')
      const loaded = await loadCatalogue('es')
      expect(loaded['otp.submit']).toBe(es['otp.submit'])
    } finally {
      vi.doUnmock('./messages/es')
      vi.doUnmock('./messages/es-email')
    }
  })

  it('built English ships its modal part with the modal and each view part in a module of its own', () => {
    const modalCode = englishModule('en', 'modal')
    expect(modalCode).toContain('"common.close":"Close"')
    expect(modalCode).toContain('"getWallet.open"')
    expect(modalCode).not.toContain('"swap.flip"')
    expect(modalCode).not.toContain('"otp.')
    for (const part of VIEW_PARTS) {
      const code = englishModule('enPart', part)
      const keys = Object.keys(JSON.parse(code.slice(code.indexOf('{'))))
      expect(keys.length).toBeGreaterThan(0)
      expect(keys.every((key) => partOf(key) === part)).toBe(true)
    }
  })

  describe('as built: English in parts too', () => {
    const only = (part: 'modal' | (typeof VIEW_PARTS)[number]) =>
      Object.fromEntries(Object.entries(en).filter(([key]) => partOf(key) === part))
    afterEach(() => {
      for (const path of ['./messages/en', './messages/en-swaps', './messages/es', './messages/es-swaps'])
        vi.doUnmock(path)
    })

    it("a view part's English arrives with its view, under every loaded locale, and the locale's part over it", async () => {
      vi.resetModules()
      vi.doMock('./messages/en', async (original) => ({ ...(await original<object>()), en: only('modal') }))
      vi.doMock('./messages/en-swaps', () => ({ enSwaps: only('swaps') }))
      vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
      vi.doMock('./messages/es-swaps', () => ({ esSwaps: packLocale(es, 'swaps') }))
      const { loadCatalogue, loadedCatalogue, loadLocalePart } = await import('./catalogue')
      const english = loadedCatalogue('en')
      const spanish = await loadCatalogue('es')
      expect(english?.['swap.flip']).toBeUndefined()
      expect(english?.['common.close']).toBe('Close')
      expect(spanish['common.close']).toBe('Cerrar')
      await loadLocalePart('swaps')
      expect(english?.['swap.flip']).toBe(en['swap.flip'])
      expect(spanish['swap.flip']).toBe(es['swap.flip'])
      expect(spanish['swap.flip']).not.toBe(en['swap.flip'])
      // The page's strings stay the locale's.
      expect(spanish['button.connect']).toBe(pageMessages.es['button.connect'])
      expect(spanish['button.connect']).not.toBe(pageMessages.en['button.connect'])
    })

    it("fails when English's part cannot load (a view without texts), and fetches it again next time", async () => {
      vi.resetModules()
      vi.doMock('./messages/en', async (original) => ({ ...(await original<object>()), en: only('modal') }))
      let attempts = 0
      vi.doMock('./messages/en-swaps', () => {
        attempts++
        if (attempts === 1) throw new Error('chunk failed')
        return { enSwaps: only('swaps') }
      })
      const { loadedCatalogue, loadLocalePart } = await import('./catalogue')
      await expect(loadLocalePart('swaps')).rejects.toThrow()
      vi.resetModules()
      await loadLocalePart('swaps')
      expect(loadedCatalogue('en')?.['swap.flip']).toBe(en['swap.flip'])
    })

    it("a locale's part that fails leaves the part in English", async () => {
      vi.resetModules()
      vi.doMock('./messages/en', async (original) => ({ ...(await original<object>()), en: only('modal') }))
      vi.doMock('./messages/en-swaps', () => ({ enSwaps: only('swaps') }))
      vi.doMock('./messages/es', () => ({ es: packLocale(es, 'modal') }))
      vi.doMock('./messages/es-swaps', () => {
        throw new Error('chunk failed')
      })
      const { loadCatalogue, loadLocalePart } = await import('./catalogue')
      const spanish = await loadCatalogue('es')
      await loadLocalePart('swaps')
      expect(spanish['swap.flip']).toBe(en['swap.flip'])
    })
  })
})
