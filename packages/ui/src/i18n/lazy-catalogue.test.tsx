import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

// The shared setup preloads every catalogue; reset modules so this file sees a fresh, English-only cache.
describe('on-demand catalogues', () => {
  it('LocaleProvider renders English with the right direction at once, then the fetched catalogue', async () => {
    vi.resetModules()
    const { LocaleProvider, useMessages } = await import('./LocaleProvider')
    const { loadedCatalogue } = await import('./catalogue')
    expect(loadedCatalogue('ar')).toBeUndefined()
    // biome-ignore lint/correctness/noComponentHookFactories: it must use the freshly imported module's hook
    function Probe() {
      const { t, dir } = useMessages()
      return <p data-dir={dir}>{t('common.close')}</p>
    }
    render(
      <LocaleProvider locale="ar">
        <Probe />
      </LocaleProvider>,
    )
    expect(screen.getByText('Close').getAttribute('data-dir')).toBe('rtl')
    await act(async () => {
      await vi.waitFor(() => expect(loadedCatalogue('ar')).toBeDefined())
    })
    expect(await screen.findByText('إغلاق')).toBeTruthy()
  })

  it('a catalogue passed in is used synchronously', async () => {
    vi.resetModules()
    const { createLocaleValue } = await import('./LocaleProvider')
    const { es } = await import('./messages/es')
    expect(createLocaleValue('es').t('common.close')).toBe('Close')
    expect(createLocaleValue('es', undefined, es).t('common.close')).toBe('Cerrar')
  })
})
