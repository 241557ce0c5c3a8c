import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * What a QR code on the page says, read as a phone would read it: a screenshot of the element as painted, its pixels
 * taken through a canvas in the page (the browser decodes the PNG), then decoded by jsQR here.
 */
export async function decodeQr(page: Page, qr: Locator): Promise<string | undefined> {
  const png = await qr.screenshot()
  const image = await page.evaluate(async (base64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${base64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(img, 0, 0)
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) }
  }, png.toString('base64'))
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data
}
