// @portico/scaffold/messages: what the React buttons need in the host page before the modal's code loads — ui's
// page strings, its one translator and its number format — so @portico/react never imports @portico/ui itself.
export {
  createTranslate,
  formatFixed,
  type PageKey,
  type PageMessages,
  pageMessages,
  resolveLocale,
  type Translate,
  themeVariablesToStyle,
} from '@portico/ui/page'
