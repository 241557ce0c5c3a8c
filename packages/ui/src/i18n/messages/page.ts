import type { SupportedLocale } from '../locales'

// The strings the host page shows before the modal's code has loaded (the buttons), in every locale. They ship in
// the app's initial bundle and render on the server, so they stay the few the buttons need; the rest of each
// locale's catalogue is in messages/<locale>.ts and loads with the modal.
const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.account': 'Account {address}',
  'button.network': 'Network',
} as const

export type PageKey = keyof typeof en
export type PageMessages = Record<PageKey, string>

export const pageMessages: Readonly<Record<SupportedLocale, PageMessages>> = {
  en,
  es: {
    'button.connect': 'Conectar billetera',
    'button.connecting': 'Conectando…',
    'button.account': 'Cuenta {address}',
    'button.network': 'Red',
  },
  ar: {
    'button.connect': 'ربط المحفظة',
    'button.connecting': 'جارٍ الربط…',
    'button.account': 'الحساب {address}',
    'button.network': 'الشبكة',
  },
}
