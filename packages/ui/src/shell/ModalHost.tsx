import { type CSSProperties, createElement, type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import { porticoStyles } from '../styles'
import { type ThemeMode, useResolvedTheme } from '../theme/themeMode'
import { type ThemeVariables, themeVariablesToStyle } from '../theme/themeVariables'
import { injectStyles } from './injectStyles'
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect'

export interface ModalHostProps {
  children?: ReactNode
  /**
   * Embedded mode: render the host element in place in the React tree instead of appending it to a container.
   * Default false.
   */
  inline?: boolean
  /** Where the host element is appended when not inline. Default document.body. */
  container?: Element | null
  /** Tag of the host element; host pages style it with `portico-modal::part(...)`. Default 'portico-modal'. */
  tagName?: string
  /** Default 'system'. */
  themeMode?: ThemeMode
  /** AppKit-style overrides (`--w3m-accent`, …), mapped to --portico-* properties. */
  themeVariables?: ThemeVariables
  /** Stylesheet text for the shadow root. Default: the whole Portico stylesheet. */
  styles?: string
  /** Use a <style> element even where constructable stylesheets exist. Default false. */
  styleElement?: boolean
}

function attachRoot(host: Element): ShadowRoot {
  // StrictMode runs effects twice; a host can only get one shadow root, so reuse it.
  return host.shadowRoot ?? host.attachShadow({ mode: 'open' })
}

/**
 * Renders children into a shadow root on a host element through a React portal, so host CSS cannot reach them.
 * The host is created and appended to `container` (document.body) unless `inline`.
 */
export function ModalHost({
  children,
  inline = false,
  container,
  tagName = 'portico-modal',
  themeMode = 'system',
  themeVariables,
  styles = porticoStyles,
  styleElement = false,
}: ModalHostProps) {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null)
  const theme = useResolvedTheme(themeMode)

  useIsomorphicLayoutEffect(() => {
    if (inline) return
    const parent = container ?? document.body
    const host = document.createElement(tagName)
    parent.appendChild(host)
    setRoot(attachRoot(host))
    return () => {
      host.remove()
      setRoot(null)
    }
  }, [inline, container, tagName])

  useIsomorphicLayoutEffect(() => {
    if (!inline || !inlineHost) return
    setRoot(attachRoot(inlineHost))
    return () => setRoot(null)
  }, [inline, inlineHost])

  useIsomorphicLayoutEffect(() => {
    if (!root) return
    return injectStyles(root, styles, !styleElement)
  }, [root, styles, styleElement])

  const portal = root
    ? createPortal(
        <div className="portico-root" data-theme={theme} style={themeVariablesToStyle(themeVariables) as CSSProperties}>
          {children}
        </div>,
        root,
      )
    : null

  if (!inline) return portal
  return (
    <>
      {createElement(tagName, { ref: setInlineHost, 'data-portico-embedded': '' })}
      {portal}
    </>
  )
}
