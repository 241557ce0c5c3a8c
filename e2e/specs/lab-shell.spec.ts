import { expect, test } from '../fixtures'

// The shell configuration probes every dev-stack piece from the browser: both chains answer with their own chain
// id and the API's health check is readable cross-origin. A piece that is down or blocked shows 'unreachable'.
test('the shell configuration reaches both local chains and the API from the browser', async ({ page }) => {
  await page.goto('/?config=shell')
  await expect(page.getByTestId('probe-EVM 31337')).toContainText('chainId 31337')
  await expect(page.getByTestId('probe-EVM 31338')).toContainText('chainId 31338')
  await expect(page.getByTestId('probe-API')).toContainText(': ok')
})
