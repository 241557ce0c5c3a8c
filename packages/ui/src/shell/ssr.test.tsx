// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button } from '../components/button/Button'
import { Header } from '../components/header/Header'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { Dialog } from './Dialog'
import { ModalHost } from './ModalHost'

describe('server render', () => {
  it('renders without a DOM: nothing for a body-appended host, an empty host element inline', () => {
    expect(typeof document).toBe('undefined')
    const appended = renderToString(
      <LocaleProvider locale="ar">
        <ModalHost themeMode="system">
          <Dialog open>
            <Header title="x" />
            <Button>y</Button>
          </Dialog>
        </ModalHost>
      </LocaleProvider>,
    )
    expect(appended).toBe('')
    const inline = renderToString(
      <ModalHost inline>
        <p>z</p>
      </ModalHost>,
    )
    expect(inline).toBe('<portico-modal data-portico-embedded=""></portico-modal>')
  })
})
