import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { LabViewsPage } from '../pages/lab-views'
import { artifact } from '../support/paths'

/**
 * Records every CSS animation that starts on a view container inside the modal's shadow root (name, view, duration),
 * from events rather than by polling, so a slow round trip cannot miss a 150 ms animation.
 */
async function recordViewAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) throw new Error('no modal shadow root')
    const seen: ViewAnimation[] = []
    ;(window as unknown as { viewAnimations: typeof seen }).viewAnimations = seen
    root.addEventListener('animationstart', (event) => {
      const target = event.target as HTMLElement
      if (!target.classList.contains('portico-view')) return
      const { animationName } = event as AnimationEvent
      seen.push({
        name: animationName,
        view: target.dataset.view ?? '',
        duration: getComputedStyle(target).animationDuration,
      })
    })
  })
}

type ViewAnimation = { name: string; view: string; duration: string }

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { viewAnimations: ViewAnimation[] }).viewAnimations.splice(0))

/**
 * Waits until the view-change fade of `view` has started; returns every animation seen meanwhile. Accumulated over
 * the polls, so one that started between two polls is never lost.
 */
async function fadesUntil(page: Page, view: string): Promise<ViewAnimation[]> {
  const seen: ViewAnimation[] = []
  await expect
    .poll(async () => {
      seen.push(...(await recorded(page)))
      return seen.some((a) => a.view === view)
    })
    .toBe(true)
  return seen
}

test.describe('modal layout and motion in Chromium', () => {
  test('§9 view change: the 150 ms fade plays again on each navigation; none with prefers-reduced-motion', async ({
    page,
  }) => {
    const lab = new LabViewsPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    // The opening fade of Connect is over (its start event dispatched) before recording begins.
    await lab
      .viewContainer('Connect')
      .evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined))
    await recordViewAnimations(page)

    await lab.helpButton().click()
    await expect(lab.title()).toHaveText('What is a wallet?')
    // Only the new view's container fades in, with §9's 150 ms.
    expect(await fadesUntil(page, 'WhatIsAWallet')).toEqual([
      { name: 'portico-fade-in', view: 'WhatIsAWallet', duration: '0.15s' },
    ])
    await lab.backButton().click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    expect(await fadesUntil(page, 'Connect')).toEqual([{ name: 'portico-fade-in', view: 'Connect', duration: '0.15s' }])
    await lab.close()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await lab.connectButton.click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    await lab.helpButton().click()
    await expect(lab.title()).toHaveText('What is a wallet?')
    await lab.backButton().click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    // Give a started animation time to be reported, then check none was.
    await page.waitForTimeout(300)
    expect(await recorded(page)).toEqual([])
    expect(await lab.viewContainer('Connect').evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  })

  test('narrow screen (375×700): the dialog is a bottom sheet, full width and anchored to the bottom', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    const lab = new LabViewsPage(page)
    await lab.goto()
    await lab.connectButton.click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    await lab.walletRow('Memory EVM Wallet').waitFor()
    // Wait for the slide-up to finish before measuring.
    await expect
      .poll(() => lab.dialog.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0)
    const box = await lab.dialog.boundingBox()
    if (!box) throw new Error('dialog not laid out')
    expect(box.x).toBe(0)
    expect(box.width).toBe(375)
    expect(Math.abs(box.y + box.height - 700)).toBeLessThanOrEqual(1)
    // Rounded top corners only, no bottom border: it reads as a sheet attached to the screen edge.
    const style = await lab.dialog.evaluate((el) => {
      const s = getComputedStyle(el)
      return {
        topLeft: s.borderTopLeftRadius,
        bottomLeft: s.borderBottomLeftRadius,
        bottomBorder: s.borderBottomWidth,
        animation: s.animationName,
      }
    })
    expect(style.topLeft).not.toBe('0px')
    expect(style.bottomLeft).toBe('0px')
    expect(style.bottomBorder).toBe('0px')
    expect(style.animation).toBe('portico-sheet-in')
    await page.screenshot({ path: artifact('modal-bottom-sheet-375.png') })

    // A wide screen keeps the centred 360 px dialog.
    await lab.close()
    await page.setViewportSize({ width: 1024, height: 700 })
    await lab.connectButton.click()
    await expect(lab.title()).toHaveText('Connect Wallet')
    await expect
      .poll(() => lab.dialog.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0)
    const wide = await lab.dialog.boundingBox()
    if (!wide) throw new Error('dialog not laid out')
    expect(wide.width).toBe(360)
    expect(Math.abs(wide.x + wide.width / 2 - 512)).toBeLessThanOrEqual(1)
    expect(wide.y + wide.height).toBeLessThan(700)
  })
})
