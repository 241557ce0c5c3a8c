export { type WindowPage, windowPage } from './window-page'
