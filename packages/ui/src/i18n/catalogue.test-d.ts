import { describe, expectTypeOf, it } from 'vitest'
import type { ar } from './messages/ar'
import type { en, MessageKey, ModalKey, ModalMessages } from './messages/en'
import type { es } from './messages/es'
import type { PageKey, pageMessages } from './messages/page'
import type { Translate } from './translate'

// Checked by `tsc` (the package's typecheck): a locale that misses a key, or a key t() does not know, fails it.
describe('catalogue types', () => {
  it('every locale has exactly the English keys', () => {
    expectTypeOf<keyof typeof es>().toEqualTypeOf<ModalKey>()
    expectTypeOf<keyof typeof ar>().toEqualTypeOf<ModalKey>()
    expectTypeOf<keyof (typeof pageMessages)['es']>().toEqualTypeOf<PageKey>()
    expectTypeOf<keyof (typeof pageMessages)['ar']>().toEqualTypeOf<PageKey>()
    // A catalogue without a key is not a catalogue.
    expectTypeOf<Omit<ModalMessages, 'common.close'>>().not.toExtend<ModalMessages>()
  })

  it('t accepts only keys of the English catalogue', () => {
    expectTypeOf<Parameters<Translate>[0]>().toEqualTypeOf<MessageKey>()
    expectTypeOf<MessageKey>().toEqualTypeOf<keyof typeof en | PageKey>()
    expectTypeOf<'common.close'>().toExtend<Parameters<Translate>[0]>()
    expectTypeOf<'common.nope'>().not.toExtend<Parameters<Translate>[0]>()
  })

  it('a plural message stays plural in every locale', () => {
    expectTypeOf<(typeof es)['message.emailThrottled']>().not.toBeString()
    expectTypeOf<(typeof ar)['common.close']>().toBeString()
  })
})
