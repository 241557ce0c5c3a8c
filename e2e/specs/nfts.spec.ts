import { DEV_CONTRACTS, porticoDevNftAbi } from '@portico/dev-contracts'
import { DEV_ACCOUNTS } from '@portico/testing'
import { createWalletClient, http, parseEventLogs } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from '../fixtures'
import { chainClient, EvmLabPage, injectTestWallet } from '../pages/evm-lab'
import { seriousViolations } from '../support/axe'
import { artifact } from '../support/paths'

// Dev account 2 is used by no other spec: the deploy minted it badges 5 and 6, and this spec mints two and gives one
// away. It runs once per Playwright project on the same chain, so it checks only badge 6 and its own two.
const ACCOUNT = 2
const OWNER = DEV_ACCOUNTS[ACCOUNT]!
const WALLET = { name: 'NFT Test Wallet', rdns: 'dev.portico.nfts', account: ACCOUNT, letter: 'N' }
const ELSEWHERE = '0x00000000000000000000000000000000000000cc'

test.describe('the NFTs tab on the lab EVM configuration (holdings served by apps/api from anvil)', () => {
  test('shows the dev badges, a newly minted one, its details; drops one transferred away; axe', async ({
    page,
    stack,
  }) => {
    const client = chainClient(stack, 31337)
    const owner = createWalletClient({
      account: privateKeyToAccount(OWNER.privateKey),
      transport: http(stack.urls.evm[31337]),
    })
    const send = async (functionName: 'mint' | 'transferFrom', args: readonly unknown[]) => {
      const hash = await owner.writeContract({
        address: DEV_CONTRACTS.nft,
        abi: porticoDevNftAbi,
        functionName,
        args: args as never,
        chain: null,
      })
      return client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    }
    // Fresh badges for this run: the id the contract hands out is read from its Transfer event.
    const mint = async () => {
      const minted = await send('mint', [OWNER.address])
      const [event] = parseEventLogs({ abi: porticoDevNftAbi, logs: minted.logs, eventName: 'Transfer' })
      return event?.args.tokenId as bigint
    }
    const givenId = await mint()
    const keptId = await mint()

    await injectTestWallet(page, stack, WALLET)
    const lab = new EvmLabPage(page)
    await lab.goto()
    await lab.chooseWallet(WALLET.name)
    await lab.expectConnected(expect, OWNER.address, 31337)
    await page.getByRole('button', { name: /^Account 0x/ }).click()
    await expect(lab.dialog).toHaveAccessibleName('Account')
    await lab.dialog.getByRole('tab', { name: 'NFTs' }).click()
    const grid = lab.dialog.getByRole('list', { name: 'NFTs' })
    const names = grid.getByTestId('portico-nft-name')
    await expect(names).toContainText(
      ['Portico Dev Badge #6', `Portico Dev Badge #${givenId}`, `Portico Dev Badge #${keptId}`],
      { timeout: 15_000 },
    )
    const first = grid.getByTestId('portico-nft').filter({ hasText: `Portico Dev Badge #${givenId}` })
    await expect(first).toHaveCount(1)
    // The image is the service's data URI: nothing is fetched from another host (the page guard would fail the test).
    await expect(first.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: artifact('nfts-grid.png') })

    await first.click()
    const detail = lab.dialog.getByTestId('portico-nft-detail')
    await expect(detail.getByRole('heading')).toHaveText(`Portico Dev Badge #${givenId}`)
    await expect(detail.getByRole('img', { name: `Portico Dev Badge #${givenId}` })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await detail.getByRole('button', { name: 'Back to NFTs' }).click()
    await expect(grid).toBeVisible()

    // Given away: ownerOf no longer names the account, so the next read of the tab leaves it out.
    await send('transferFrom', [OWNER.address, ELSEWHERE, givenId])
    await lab.dialog.getByRole('tab', { name: 'Tokens' }).click()
    await lab.dialog.getByRole('tab', { name: 'NFTs' }).click()
    await expect(names.filter({ hasText: new RegExp(`^Portico Dev Badge #${givenId}$`) })).toHaveCount(0, {
      timeout: 15_000,
    })
    await expect(names.filter({ hasText: /^Portico Dev Badge #6$/ })).toHaveCount(1)
    await expect(names.filter({ hasText: new RegExp(`^Portico Dev Badge #${keptId}$`) })).toHaveCount(1)
  })
})
