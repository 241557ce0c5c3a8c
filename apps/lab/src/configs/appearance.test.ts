import { afterAll, describe, expect, test, vi } from 'vitest'

// Every configuration page honours ?locale= and ?theme= (the lab's appearance()), so any page can be looked at in
// Arabic or dark mode. Each createAppKit call is recorded with the options the page gave it.
const calls = vi.hoisted(() => [] as Array<{ locale?: unknown; themeMode?: unknown }>)

vi.mock('@portico/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@portico/react')>()
  return {
    ...original,
    createAppKit: (options: Parameters<typeof original.createAppKit>[0]) => {
      calls.push(options)
      return original.createAppKit(options)
    },
  }
})

vi.stubGlobal('location', { search: '?locale=ar&theme=dark', origin: 'http://lab.test', host: 'lab.test' })
afterAll(() => vi.unstubAllGlobals())

// The theme page switches mode and language live from its own controls; it starts from the system's mode.
const LIVE_CONTROLS = new Set(['theme'])

describe('lab configurations read ?locale= and ?theme=', () => {
  test('every page that creates an AppKit passes the locale and theme of the address', async () => {
    const { labConfigs } = await import('./registry')
    const creators: string[] = []
    for (const config of labConfigs) {
      if (LIVE_CONTROLS.has(config.id)) continue
      const before = calls.length
      await config.load()
      for (const options of calls.slice(before)) {
        creators.push(config.id)
        expect({ id: config.id, locale: options.locale, themeMode: options.themeMode }).toEqual({
          id: config.id,
          locale: 'ar',
          themeMode: 'dark',
        })
      }
    }
    expect(creators).toEqual(expect.arrayContaining(['embedded-wallet', 'smart-account', 'memory', 'swaps']))
  }, 30_000)
})
